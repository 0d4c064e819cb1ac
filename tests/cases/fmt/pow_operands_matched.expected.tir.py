# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(F: T.Buffer((4,), "float32"), H: T.Buffer((4,), "float16"), n: T.int32):
    F[0] = T.pow(T.Cast("float32", H[0]), F[1])
    F[1] = T.pow(T.Cast("float32", H[1]), T.float32(2.0))
    F[2] = T.pow(T.Cast("float32", n), T.float32(0.5))
    H[2] = T.pow(H[3], T.float16(3.0))
