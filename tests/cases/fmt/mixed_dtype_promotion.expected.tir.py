# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((4,), "float32"), x: T.int32, y: T.int64):
    A[0] = 2
    A[1] = T.Cast("int32", T.Cast("int64", x) + y)
    B[0] = T.Cast("float32", x)
    B[1] = T.float32(1.5)
    A[2] = T.Cast("int32", T.Cast("float32", x) + T.float32(1.5))
