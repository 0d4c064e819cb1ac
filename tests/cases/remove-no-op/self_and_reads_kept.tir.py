# A self store in a nest goes; a store the next one reads (through another index) stays.
# passes: remove-no-op
# not-contains: B[i, j] = B[i, j]
# contains: A[i] = T.float32(2.0)
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "float32"), B: T.Buffer((8, 8), "float32")):
    for i, j in T.grid(8, 8):
        B[i, j] = B[i, j]
    for i in range(7):
        A[i] = T.float32(2.0)
        A[i] = A[i + 1] + A[i]
