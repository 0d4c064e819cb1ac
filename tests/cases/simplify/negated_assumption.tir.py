# Facts from negated assumptions: `not (n < 0 or n >= 8)` and `not (m < 0) and not (m >= 4)`
# bound `n` to 0..7 and `m` to 0..3, so `n % 8` is `n` and `m % 4` is `m`.
# passes: simplify
# bind: n=0
# bind: n=7
# not-contains: % 8
# not-contains: % 4
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int64"), B: T.Buffer((4,), "int32"), n: T.int64, m: T.int32):
    T.assume(not (n < T.int64(0) or n >= T.int64(8)))
    T.assume(not (m < 0) and not (m >= 4))
    for i in range(8):
        A[i] = n % T.int64(8) + A[i]
    for i in range(4):
        B[i] = m % 4 + B[i]
