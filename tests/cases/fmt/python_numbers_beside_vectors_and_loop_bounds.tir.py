# The rest of TVM 0.27's reading of Python numbers: beside a vector a number promotes its lanes
# too (`A[0:4] * 100` over int8x4 is an int32x4 product, `H[0:4] * 0.1` a float32x4 one),
# a loop bound beside a narrow scalar converts as `stop - start` does (`range(n, 10)` over an
# int16 `n` is an int32 loop), and `T.abs` builds its zero in the operand's dtype (TVM's C++).
# passes: fmt
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int8"), B: T.Buffer((16,), "int32"), H: T.Buffer((8,), "float16"), n: T.int16):
        B[T.Ramp(0, 1, 4)] = A[T.Ramp(0, 1, 4)] * 100
        H[T.Ramp(4, 1, 4)] = H[T.Ramp(0, 1, 4)] * 0.1
        for i in range(n, 10):
            B[i + 6] = i * T.int16(5000)
        for i in range(4):
            A[i + 4] = T.abs(A[i])
