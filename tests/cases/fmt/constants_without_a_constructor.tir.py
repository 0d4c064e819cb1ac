# TVM 0.27's parser has no `T.int4` (nor any integer constructor but of 8, 16, 32 and 64
# bits) and its `T.uint64` cannot take a value past `i64::MAX`: such constants print as
# `T.IntImm(dtype, value)`, which it reads as the same constant (TVM's own print, `T.int4(1)`,
# does not read back). An `int32` constant as an `if` condition keeps its type (`if 1000:` is a
# Python number to TVM's parser, which refuses it). The named bitwise calls print infix.
# passes: fmt
# contains: B[0] = T.IntImm("int4", 1)
# contains: D[0] = T.IntImm("uint64", 18446744073709551615)
# contains: if T.int32(1000):
# from tvm.script import tirx as T

@T.prim_func
def main(B: T.Buffer((16,), "int4"), C: T.Buffer((16,), "int32"), D: T.Buffer((4,), "uint64"), x: T.int32):
    B[0] = 1
    B[1] = T.IntImm("int4", -3)
    if T.int32(1000):
        C[0] = 1
    if x:
        C[1] = 2
    D[0] = T.max_value("uint64")
    C[2] = T.shift_left(x, 3) + T.bitwise_not(x)
