# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8, 8), "float32", strides=("s", 1)), B: T.Buffer((16,), "float32", offset_factor=4), n: T.int32):
    for i, j in T.grid(8, 8):
        A[i, j] = B[i + j] + T.Cast("float32", B.elem_offset + n)
