# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8, 8), "float32"), B: T.Buffer((8,), "int64"), n: T.int64):
    for i, j in T.grid(8, 8):
        A[i, j] = T.Cast("float32", T.if_then_else(i < j, i, j))
    for i in range(8):
        B[i] = T.if_then_else(i < 4, n, T.int64(0)) + T.int64(1) + T.if_then_else(i % 2 == 0, T.Cast("int64", i), n * T.int64(2))
