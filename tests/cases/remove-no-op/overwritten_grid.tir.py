# A 2-D nest overwritten by the next nest (which covers every element it wrote, in another
# loop order) goes; the store overwritten only on half of its elements stays.
# passes: remove-no-op
# contains: T.float32(3.0)
# not-contains: T.float32(1.0)
# contains: T.float32(5.0)
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4, 6), "float32"), B: T.Buffer((8,), "float32")):
    for i, j in T.grid(4, 6):
        A[i, j] = T.float32(1.0)
    for j, i in T.grid(6, 4):
        A[i, j] = T.float32(3.0)
    for i in range(8):
        B[i] = T.float32(5.0)
    for i in range(4):
        B[i * 2] = T.float32(6.0)
