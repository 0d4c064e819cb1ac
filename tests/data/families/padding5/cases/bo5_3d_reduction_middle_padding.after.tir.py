# tir-eqsat padding case bo5_3d_reduction_middle_padding: AFTER
# Rule: A 3-d output B (2, 3, 4) whose padding 4*j+k >= 10 (inner two dims) is later stored with T.undef(): each element's reduction (init + r loop) gets the guard 4*j+k < 10 inside the k loop.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 3, 3), "int32"), B: T.Buffer((2, 3, 4), "int32")):
        for i, j, k in T.grid(2, 3, 4):
            if 4 * j + k < 10:
                B[i, j, k] = 0
                for r in range(3):
                    B[i, j, k] = B[i, j, k] + A[i, j, r] * (k + r)

        for i, j, k in T.grid(2, 3, 4):
            if 4 * j + k >= 10:
                B[i, j, k] = T.undef()
