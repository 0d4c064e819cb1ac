# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "float32"), B: T.Buffer((8, 8), "float32")):
    for i in range(7):
        A[i] = T.float32(2.0)
        A[i] = A[i + 1] + A[i]
