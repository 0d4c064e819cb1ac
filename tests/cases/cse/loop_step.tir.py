# A loop with a step: the step is evaluated once before the loop, like its start and extent, so
# an expression it shares with them is bound before the loop; the index arithmetic inside is
# bound at the loop's level.
# passes: cse
# bind: n=40
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((256,), "float32"), B: T.Buffer((256,), "float32"), n: T.int32):
    T.func_attr({"tirx.noalias": True})
    for i in range(n // 4, 120, n // 4 + 1):
        B[i * 2 + 1] = A[i * 2 + 1] * A[i * 2 + 1] + A[i]
        B[i * 2] = A[i * 2 + 1] + T.float32(1.0)
