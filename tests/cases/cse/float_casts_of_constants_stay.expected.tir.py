# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(B: T.Buffer((4,), "float32"), H: T.Buffer((4,), "float16")):
        B[0] = B[1] + T.Cast("float32", T.float16(0.1)) * T.float32(1000.0)
        B[2] = T.float32(0.5) + B[3]
        H[0] = T.Cast("float16", T.float64(1.0004882812500009))
