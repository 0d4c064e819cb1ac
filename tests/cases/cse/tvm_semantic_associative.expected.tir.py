# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((50,), "int32"), i1: T.int32, i2: T.int32, x: T.int32, y: T.int32, z: T.int32):
    cse_v1: T.let[T.int32] = x + y + z
    B[i1] = cse_v1
    B[i2] = cse_v1
