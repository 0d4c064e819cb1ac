# from tvm.script import tirx as T

@T.prim_func
def main(C: T.Buffer((4,), "int32"), x: T.int32):
    C[0] = x << 33
