# tir-eqsat padding case sc2_complementary_3d: AFTER
# Rule: On a 2x3x4 grid, 12*i+4*j+k < 20 and i == 1 and 4*j+k >= 8 are complementary: the if/else merge crosswise.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 3, 4), "float32"), B: T.Buffer((2, 3, 4), "float32")):
        for i, j, k in T.grid(2, 3, 4):
            if 12 * i + 4 * j + k < 20:
                A[i, j, k] = T.float32(1.0)
                B[i, j, k] = T.float32(2.0)
            else:
                A[i, j, k] = T.float32(0.0)
                B[i, j, k] = T.float32(-1.0)
