# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((16,), "int32")):
    D = T.decl_buffer((16,), "int32", B.data, data=B.data)
    for i in range(16):
        D[i] = 1
