# A producer of A[0..8) and its consumer merge across a loop writing A[8..16): that loop
# touches none of the elements they access, element by element. Across a loop writing A[4],
# which the consumer reads, they stay apart.
# passes: merge-loops
# contains: B[i] = A[i] * 2
# contains: D[i] = E[i] * 2
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((8,), "int32"), D: T.Buffer((8,), "int32"), E: T.Buffer((16,), "int32")):
    for i in range(8):
        A[i] = C[i] + 1
    for i in range(8, 16):
        A[i] = 0
    for i in range(8):
        B[i] = A[i] * 2
    for i in range(8):
        E[i] = C[i] + 1
    for i in range(4, 5):
        E[i] = 0
    for i in range(8):
        D[i] = E[i] * 2
