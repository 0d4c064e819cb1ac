# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4,), "float32"), k: T.int32):
    B[0] = B[0] * T.Cast("float32", k)
