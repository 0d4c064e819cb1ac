# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((16,), "int4"), C: T.Buffer((16,), "int32"), D: T.Buffer((4,), "uint64"), x: T.int32):
    B[0] = T.IntImm("int4", 1)
    B[1] = T.IntImm("int4", -3)
    if T.int32(1000):
        C[0] = 1
    if x:
        C[1] = 2
    D[0] = T.IntImm("uint64", 18446744073709551615)
    C[2] = (x << 3) + ~x
