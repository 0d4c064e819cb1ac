# TVM's former semantic test: x + y + z and x + (y + z) are one binding used twice.
# passes: cse
# contains: B[i1] = cse_v1
# contains: B[i2] = cse_v1
# not-contains: cse_v2
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((50,), "int32"), i1: T.int32, i2: T.int32, x: T.int32, y: T.int32, z: T.int32):
    B[i1] = x + y + z
    B[i2] = x + (y + z)
