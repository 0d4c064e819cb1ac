# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((4,), "int32"), x: T.int32, y: T.int32, z: T.int32):
    cse_v1: T.let[T.int32] = x * y + x * z
    B[0] = cse_v1
    assert x < 16, "x below 16"
    B[1] = cse_v1
