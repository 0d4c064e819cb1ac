# tir-eqsat padding case tl5_output_3d_float16_split_last_moved: BEFORE
# Rule: Output B (3, 4, 5) float16 with [i, j, k] -> [i, k//2, j, k%2] (3, 3, 4, 2) (the split dim's outer part moved before j), pad 1.5: postlude where 2*ko+ki >= 5.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 4, 5), "float16"), B: T.Buffer((3, 4, 5), "float16")):
        for i, j, k in T.grid(3, 4, 5):
            B[i, j, k] = A[i, j, k] + T.float16(1)
