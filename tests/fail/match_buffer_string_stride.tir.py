# from tvm.script import tirx as T

@T.prim_func
def main(a: T.handle):
    A = T.match_buffer(a, (4, 4), "int32", strides=("s0", 1))
    A[0, 0] = 1
