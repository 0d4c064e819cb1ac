# `j <= 0` holds in the right operand of `and` only under short-circuit evaluation; LLVM
# evaluates both operands, so the divisor `n` must not become `k = n + j` (zero for j = -n on
# other iterations; found by the simplifier's property test): a rewrite under the earlier
# conjuncts may not trap where the conjunct did not.
# passes: simplify
# bind: n=-3,m=7
# bind: n=2,m=0
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((64,), "int32"), n: T.int32, m: T.int32):
    for i in range(8):
        for j in range(8):
            k: T.let[T.int32] = n + j // 1
            if T.likely(j <= 0 and k + i < (i - (n - j)) // n):
                A[i * 8 + j] = A[i * 8 + j] * 3 + 1
