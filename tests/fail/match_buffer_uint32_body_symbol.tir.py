# from tvm.script import tirx as T

@T.prim_func
def main(a: T.handle):
    m = T.uint32()
    A = T.match_buffer(a, (m * 4,), "int32")
    A[0] = 0
