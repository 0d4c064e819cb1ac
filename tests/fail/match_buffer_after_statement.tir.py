# from tvm.script import tirx as T

@T.prim_func
def main(a: T.handle, b: T.handle):
    A = T.match_buffer(a, (4,), "int32")
    for i in range(4):
        A[i] = i
    B = T.match_buffer(b, (4,), "int32")
