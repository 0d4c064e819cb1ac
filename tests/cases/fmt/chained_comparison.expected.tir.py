# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32, y: T.int32):
    if 0 < x and x < 4 and 4 <= y + 2 and y + 2 != x:
        A[0] = x
