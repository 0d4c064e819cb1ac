# Constant forms read as TVM 0.27's parser reads them and printed so that TVM reads the same
# nodes back: a Python bool on the left of `or`/`and` decides where Python's would (`True or e`
# is True, the rest unread), else the node stays (`False or e`); `T.FloatImm` is a constant;
# the bitwise operators fold constants of index dtypes and keep their node constructors
# (`T.LShift(x, 0)`, `T.BitwiseNot(0)`, which `~0` would not read back as); `-c` folds as
# `c * -1` does (wrapping at int8, not at all at float16); a float division by a constant zero
# prints as its constructor, since `f / T.float32(0.0)` is refused by TVM's operator.
# Two Python numbers in a named bitwise function are C++ ints (3000000000 wraps), in the infix
# operator Python numbers. `==` and `!=` of TIR constants stay nodes (`T.EQ(1, 1)`), `<` folds.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "float32"), H: T.Buffer((4,), "float16"), B: T.Buffer((16,), "int32"), D: T.Buffer((4,), "int8"), C: T.Buffer((2,), "int64"), x: T.int32, y: T.int32, b: T.bool):
    B[0] = T.if_then_else(True or x // y == 0, 1, 2)
    B[1] = T.if_then_else(False and x // y == 0, 1, 2)
    B[2] = T.if_then_else(False or x // y == 0, 1, 2)
    B[3] = T.if_then_else(True and b and False, 1, 2)
    B[13] = T.if_then_else(True and False and b, 1, 2) + T.if_then_else(False or False or b, 1, 2)
    B[4] = T.if_then_else(b or True, 1, 2)
    B[12] = T.if_then_else(T.int32(1) == 1, 1, 2) + T.if_then_else(T.int32(1) != T.int32(2), 1, 2) + T.if_then_else(T.int32(1) < 2, 1, 2)
    A[0] = T.FloatImm("float32", 1.5)
    H[0] = T.FloatImm("float16", 2)
    B[5] = ~T.int32(0)
    B[6] = T.bitwise_not(5)
    B[7] = T.BitwiseNot(T.BitwiseAnd(x, 3))
    B[8] = T.LShift(x, 0)
    B[9] = T.LShift(1, 2)
    B[10] = T.shift_left(T.int32(1), 30) + T.shift_right(T.int32(-8), 1)
    B[11] = T.bitwise_or(3000000000, 1) + (8 >> 40)
    C[0] = T.bitwise_and(T.int64(6), T.int64(3))
    D[0] = T.bitwise_xor(T.int8(6), T.int8(3))
    D[1] = -T.int8(-128)
    H[1] = -T.float16(2.0)
    H[2] = -T.float16(0.0)
    A[1] = -T.float32(0.0)
    A[2] = T.Div(A[3], T.float32(0.0))
    A[4] = T.FloorDiv(A[5], T.float32(-0.0))
