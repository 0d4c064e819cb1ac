# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32):
        T.assume(0 <= n and n <= 16)
        for i in range(n):
            B[i] = A[i] * 2
