# A float product reduction over a buffer whose padding is assumed 1.0: `x * 1.0` is `x` in
# IEEE arithmetic (`-0.0`, infinities and NaN included), so the guarded-out update stores what
# `B` already holds and its guard goes. The same loop padded with 2.0 keeps its guard.
# passes: overcompute
# not-contains: if j < 6
# contains: if j < 5
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2, 8), "float16"), C: T.Buffer((2,), "float16"), B: T.Buffer((2,), "float16"), D: T.Buffer((2, 8), "float32"), E: T.Buffer((2,), "float32")):
    for i, j in T.grid(2, 8):
        T.assume(j < 6 or A[i, j] == T.float16(1))
    for i, j in T.grid(2, 8):
        T.assume(j < 5 or D[i, j] == T.float32(2))
    for i in range(2):
        B[i] = C[i]
        for j in range(8):
            if j < 6:
                B[i] = B[i] * A[i, j]
    for i in range(2):
        E[i] = T.float32(1)
        for j in range(8):
            if j < 5:
                E[i] = E[i] * D[i, j]
