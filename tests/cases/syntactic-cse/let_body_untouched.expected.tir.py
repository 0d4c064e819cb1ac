# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), x: T.int32, y: T.int32):
    v = T.int32()
    A[0] = T.Let(x * y + v + x * y, where={v: x + 1})
    A[1] = x * y
