# tir-eqsat padding case robt_1d_conv: BEFORE
# Rule: 1-d: writes to B[i] for i >= 13 are overwritten by the padding loop; the compute loop gets the guard i < 13.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
        for i in range(16):
            B[i] = T.float32(0.0)
            for k in range(3):
                B[i] = B[i] + A[(i + k) % 16]
        for i in range(16):
            if i >= 13:
                B[i] = T.float32(-1.0)
