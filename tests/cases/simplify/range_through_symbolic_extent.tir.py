# A loop over a symbolic extent takes its bound from what is known of the extent: after
# `T.assume(16 > n and n >= 1)`, inside `for i in range(n)` the variable is below 15, so
# `i % 16` is `i` and `i // 16` is 0. Where nothing bounds the extent (`m`), both stay.
# passes: simplify
# contains: B[i] = A[i]
# contains: C[j // 16 * 3 + j % 16] = A[j % 16] + j // 16
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((64,), "int32"), n: T.int32, m: T.int32):
    T.assume(16 > n and n >= 1)
    for i in range(n):
        B[i % 16 + i // 16 * 3] = A[i] + i // 16
    for j in range(m):
        C[j % 16 + j // 16 * 3] = A[j % 16] + j // 16
