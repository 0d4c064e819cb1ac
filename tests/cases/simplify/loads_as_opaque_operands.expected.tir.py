# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32, m: T.int32):
        for i in range(8):
            B[i] = A[i]
            B[i + 8] = A[i] * 2
            B[i] = T.if_then_else(i < n, A[i], 0)
