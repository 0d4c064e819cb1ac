# Seed 001's `test_cse_cascade`: the smaller expression is bound first (outside), the bigger
# one after it, and x + y keeps its own binding because it is also used alone.
# passes: syntactic-cse
# from tvm.script import tirx as T

@T.prim_func
def main(buffer: T.Buffer((50,), "int32"), i1: T.int32, i2: T.int32, i3: T.int32, x: T.int32, y: T.int32, z: T.int32):
    buffer[i1] = x + y + z
    buffer[i2] = x + y + z
    buffer[i3] = x + y
