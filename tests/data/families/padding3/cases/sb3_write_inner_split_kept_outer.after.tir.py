# tir-eqsat padding case sb3_write_inner_split_kept_outer: AFTER
# Rule: Writing A[i, j//4, j%4] over (3, 10): the outer loop stays, j is split into jo, ji with guard 4*jo+ji < 10.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 3, 4), "int32"), B: T.Buffer((3, 10), "int32")):
        for i, jo, ji in T.grid(3, 3, 4):
            if 4 * jo + ji < 10:
                A[i, jo, ji] = B[i, 4 * jo + ji]
