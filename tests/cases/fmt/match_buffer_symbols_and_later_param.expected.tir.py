# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def add(x: T.Buffer((16,), "float16"), Y: T.Buffer(("n", 16), "float16"), m: T.int32, O: T.Buffer((n * 16,), "float16", strides=(1,))):
    n = T.int32()
    for i, j in T.grid(n, 16):
        O[i * 16 + j] = Y[i, j] + x[j]
