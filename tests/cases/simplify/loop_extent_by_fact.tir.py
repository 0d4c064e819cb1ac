# A loop's extent simplifies under the facts where the loop stands: after T.assume(n <= 16),
# `range(T.min(n, 16))` is `range(n)`.
# passes: simplify
# bind: n=0
# bind: n=16
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32):
        T.assume(0 <= n and n <= 16)
        for i in range(T.min(n, 16)):
            B[i] = A[i] * 2
