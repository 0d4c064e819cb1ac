# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8, 8), "float32", strides=("s", 1)), B: T.Buffer((8, 8), "float32", strides=(A.strides[0], 1))):
    for i, j in T.grid(8, 8):
        B[i, j] = A[i, j] * T.float32(2.0) + A[i, j]
