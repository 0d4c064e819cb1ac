# TVM's former semantic test: (y + z) * x and x * y + x * z are one binding used twice.
# passes: cse
# contains: cse_v1: T.let[T.int32] =
# not-contains: cse_v2
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((50,), "int32"), i1: T.int32, i2: T.int32, x: T.int32, y: T.int32, z: T.int32):
    B[i1] = (y + z) * x
    B[i2] = x * y + x * z
