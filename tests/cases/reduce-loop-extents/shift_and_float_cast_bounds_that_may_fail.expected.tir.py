# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(n: T.int32, m: T.int32, B: T.Buffer((16,), "int32")):
    for i in range(n):
        if i < m << 4:
            B[i % 16] = 1
    for j in range(n):
        if j < T.Cast("int32", T.Cast("float32", m) * T.float32(1000.0)):
            B[j % 16] = 1
