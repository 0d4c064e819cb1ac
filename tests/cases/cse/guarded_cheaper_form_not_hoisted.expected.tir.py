# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4,), "int32"), x: T.int32, y: T.int32, z: T.int32, c: T.int32):
    cse_v1: T.let[T.int32] = x * y + x * z
    B[0] = cse_v1
    B[1] = T.if_then_else(c > 0, cse_v1, 0)
