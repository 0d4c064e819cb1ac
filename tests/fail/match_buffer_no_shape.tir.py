# from tvm.script import tirx as T

@T.prim_func
def main(a: T.handle):
    A = T.match_buffer(a)
    A[0] = 1
