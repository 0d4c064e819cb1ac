# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((8,), "int32"), n: T.int32):
        for i in range(8):
            B[i] = A[i] + T.undef() * n
            C[i] = A[i]
