# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int8"), B: T.Buffer((16,), "int32"), H: T.Buffer((8,), "float16"), n: T.int16):
        B[0:4] = T.Cast("int32x4", A[T.Ramp(0, 1, 4)]) * 100
        H[4:8] = T.Cast("float16x4", T.Cast("float32x4", H[T.Ramp(0, 1, 4)]) * T.float32(0.1))
        for i in range(T.Cast("int32", n), T.Cast("int32", n) + (10 - T.Cast("int32", n))):
            B[i + 6] = i * 5000
        for i in range(4):
            A[i + 4] = T.Select(A[i] >= T.int8(0), A[i], T.int8(0) - A[i])
