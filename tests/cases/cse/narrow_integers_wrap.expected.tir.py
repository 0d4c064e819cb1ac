# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4,), "int8"), B: T.Buffer((4,), "int32"), C: T.Buffer((4,), "int8")):
        for i in range(4):
            B[i] = T.Cast("int32", A[i] + T.int8(1) > A[i])
            C[i] = A[i] + A[i] * T.int8(2) // T.int8(2)
