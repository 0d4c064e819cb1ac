# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(Y: T.Buffer((16,), "float32"), m: T.int32, c: T.int32):
    for i, k in T.grid(16, c):
        Y[i] = Y[i] + T.Cast("float32", m * i)
