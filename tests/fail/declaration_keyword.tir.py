# from tvm.script import tirx as T

@T.prim_func
def main(C: T.Buffer((4,), "int32")):
    y = T.int32(x=1)
    C[0] = y
