# tir-eqsat padding case rl6_two_scalars_overflow_forbidden: BEFORE
# Rule: for i in range(n): if i >= m: shrinking to range(T.max(m, 0), n) makes the extent n - T.max(m, 0), which wraps when n is near the int32 minimum (the input computes no such difference): a transform may not introduce an overflow. A form whose extent cannot overflow (e.g. T.max(n, T.max(m, 0)) - T.max(m, 0)) is fine.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), n: T.int32, m: T.int32):
        T.assume(n <= 16)
        for i in range(n):
            if i >= m:
                A[i] = i
