# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(F: T.Buffer((4,), "float32"), H: T.Buffer((4,), "float16"), B: T.Buffer((4,), "int64"), n: T.int32, m: T.int64):
    y: T.int64 = T.Cast("int64", n)
    z: T.float32 = T.Cast("float32", H[0] * T.float16(2.0))
    w: T.int8 = T.Cast("int8", T.max(n, 3))
    y = T.Cast("int64", n + 1)
    z = T.Cast("float32", m)
    B[0] = y + T.Cast("int64", w)
    F[0] = z
