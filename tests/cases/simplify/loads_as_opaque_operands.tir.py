# Terms around loads simplify with each load as an opaque operand: `A[i] + n - n` is A[i], and
# `(m + i) - (i + m)` cancels beside a load. Inside a lazy position (a `T.if_then_else` branch)
# the branch simplifies on its own, its load staying where it was.
# passes: simplify
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32, m: T.int32):
        for i in range(8):
            B[i] = A[i] + n - n
            B[i + 8] = A[i] * 2 + (m + i) - (i + m)
            B[i] = T.if_then_else(i < n, A[i] + n - n, 0)
