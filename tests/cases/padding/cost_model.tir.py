# The cost model: dropping the consumer's guard (its padding is assumed 0) saves a comparison
# and a branch per iteration, so `padding` overcomputes; the producer's guard protects an
# output's padding and stays.
# passes: padding
# contains: S[0] = S[0] + A[r, c]
# contains: if 5 * r + c < 23:
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((5, 5), "int32"), B: T.Buffer((5, 5), "int32"), S: T.Buffer((1,), "int32")):
    for r, c in T.grid(5, 5):
        T.assume(5 * r + c < 23 or A[r, c] == 0)
    S[0] = 0
    for r, c in T.grid(5, 5):
        if 5 * r + c < 23:
            S[0] = S[0] + A[r, c]
    for r, c in T.grid(5, 5):
        if 5 * r + c < 23:
            B[r, c] = A[r, c] + 1
