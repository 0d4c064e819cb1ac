# A matched shape reads a symbol the body declares before it (`n = T.int32()`) and a later
# parameter: both print as TVM prints them, a string dim where the symbol first appears.
# passes: fmt
# bind: n=3
# from tvm.script import tirx as T

@T.prim_func
def add(x: T.Buffer((16,), "float16"), y: T.handle, m: T.int32, out: T.handle):
    n = T.int32()
    Y = T.match_buffer(y, (n, 16), "float16", scope="global")
    O = T.match_buffer(out, (n * 16,), "float16", strides=(1,))
    for i, j in T.grid(n, 16):
        O[i * 16 + j] = Y[i, j] + x[j]
