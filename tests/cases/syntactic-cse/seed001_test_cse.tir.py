# Seed 000's handwritten unit test, which is also seed 001's `test_cse` (TVM PR 9482):
# z1 + z2 and x + y are bound, cse_v1 = z1 + z2 outside, cse_v2 = x + y after x and y.
# passes: syntactic-cse
# from tvm.script import tirx as T

@T.prim_func
def main(buffer: T.Buffer((50,), "int32"), i1: T.int32, i2: T.int32, z3: T.int32):
    z1: T.let[T.int32] = 1
    z2: T.let[T.int32] = 2
    buffer[i1] = z1 + z2
    x: T.let[T.int32] = 1
    y: T.let[T.int32] = 1
    a: T.let[T.int32] = x + y + (z1 + z2)
    b: T.let[T.int32] = x + y + z3
    buffer[i2] = a + b
