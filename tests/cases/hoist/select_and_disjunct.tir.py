# An invariant T.if_then_else condition splits the loop; an invariant disjunct gives an
# unguarded copy of the inner loop.
# passes: hoist
# bind: n=0
# bind: n=5
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32"), C: T.Buffer((4, 4), "int32"), n: T.int32):
    for i in range(8):
        B[i] = T.if_then_else(n > 2, A[i] * T.float32(2.0), A[i])
    for i in range(4):
        for j in range(4):
            if i >= 2 or i + j >= 3:
                C[i, j] = i * j
