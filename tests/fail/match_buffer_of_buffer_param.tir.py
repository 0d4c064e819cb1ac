# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32")):
    A2 = T.match_buffer(A, (8,), "int32")
    A2[0] = 1
