# Under `k == 0` with `k = n` the facts make the divisor `n` zero: that path divides by zero
# in the original too, but the literal `i // 0` the extraction preferred does not parse (TVM
# rejects it as well; found by the simplifier's property test): the division keeps `n`.
# passes: simplify
# bind: n=1
# bind: n=-3
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((64,), "int32"), n: T.int32, m: T.int32):
    for i in range(8):
        for j in range(8):
            k: T.let[T.int32] = n
            if T.likely(k != 0):
                A[i * 8 + j] = A[i * 8 + j] * 3 + 1
            elif (i + k) // n < i + i:
                A[i * 8 + j] = A[i * 8 + j] * 3 + 1
