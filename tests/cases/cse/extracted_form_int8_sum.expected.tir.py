# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((8,), "int32"), y: T.int32, z: T.int32):
    y8: T.let[T.int32] = T.Cast("int32", T.Cast("int8", y))
    z8: T.let[T.int32] = T.Cast("int32", T.Cast("int8", z))
    cse_v1: T.let[T.int32] = y8 + z8
    for i in range(8):
        B[i] = i * cse_v1
