# A cheaper form only the e-graph has is used where intervals prove it cannot overflow:
# y8 and z8 lie in [-128, 127], so i * y8 + i * z8 becomes i * (y8 + z8), the sum hoisted
# (24 weighted ops -> 9, issue 18's example).
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((8,), "int32"), y: T.int32, z: T.int32):
    y8: T.let[T.int32] = T.Cast("int32", T.Cast("int8", y))
    z8: T.let[T.int32] = T.Cast("int32", T.Cast("int8", z))
    for i in range(8):
        B[i] = i * y8 + i * z8
