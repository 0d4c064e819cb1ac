# tir-eqsat padding case tl_output_2d_inner_split: AFTER
# Rule: transform_layout(B, [i, j] -> [i, j//4, j%4], pad 7) on an output: accesses rewritten, postlude writes 7 where 4*jo+ji >= 10.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 10), "int32"), B: T.Buffer((3, 3, 4), "int32")):
        for i, j in T.grid(3, 10):
            B[i, j // 4, j % 4] = A[i, j] + 1
        for i, jo, ji in T.grid(3, 3, 4):
            if 4 * jo + ji >= 10:
                B[i, jo, ji] = 7
