# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((1,), "int32"), D: T.Buffer((T.int64(1),), "float16"), B: T.Buffer((4,), "int32")):
    for i in range(4):
        A[0] = B[i] + 1
        D[0] = T.Cast("float16", B[i])
