# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    p = T.bind(A.data, T.handle("float16"))
    B = T.decl_buffer((16,), "float16", data=p)
    B[0] = T.float16(1)
