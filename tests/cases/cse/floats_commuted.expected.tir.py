# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4,), "float32"), x: T.float32, y: T.float32):
    cse_v1: T.let[T.float32] = x * y
    B[0] = cse_v1 + T.float32(1.0)
    B[1] = cse_v1 + T.float32(2.0)
