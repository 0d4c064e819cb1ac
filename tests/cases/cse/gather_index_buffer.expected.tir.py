# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(data: T.Buffer((8, 4), "float32"), idx: T.Buffer((6,), "int64"), out: T.Buffer((6, 4), "float32")):
    for i, j in T.grid(6, 4):
        out[i, j] = data[idx[i], j] * T.float32(2.0) + data[idx[i], j]
