# TVM's operator functions fold as they build (`arith::TryConstFold`): `x + 0` is `x`, `x * 0`
# the zero, `0 // x` the zero, `x % 1` zero, `T.min(x, x)` is `x`, two typed constants one
# constant; `T.if_then_else`, `T.likely` of a constant and shifts by 0 fold too, `T.int32(c)`
# converts a typed constant, `T.abs` and `T.ceildiv` are the expressions TVM builds. The node
# constructors (`T.Add(x, 0)`) build the node, which prints as its constructor again. Not
# folded, as TVM: `&` by 0, `T.Select`, `T.min` of two equal sums (not one object), `0 - x`.
# passes: fmt
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((32,), "int32"), F: T.Buffer((16,), "float32"), x: T.int32, y: T.float32, z: T.int64, v: T.int32, u: T.int8):
    A[0] = x + 0
    A[1] = 0 + x
    A[2] = x * 1 + x * 0
    A[3] = 0 // x + 0 % x
    A[4] = 0 - x
    A[5] = T.max(x, x) + T.min(x, v)
    A[6] = T.floordiv(x, 1) + T.floormod(x, 1)
    A[7] = T.truncmod(x, 1) + T.truncdiv(0, x)
    A[8] = T.Cast("int32", z + x * 0)
    A[9] = T.Cast("int32", x + T.int64(0))
    A[10] = T.if_then_else(False, x, 1) + T.Cast("int32", T.likely(True))
    A[11] = T.Select(True, x, 1)
    A[12] = T.min(x + 1, x + 1)
    A[13] = (x + 0) * 2 + x * 1 * 1
    A[14] = T.FloorDiv(x, 1) + T.Min(x, x) + T.Mul(0, x) + T.Add(x, 0)
    A[15] = (x << 0) + (x >> 0) + (x & 0) + T.shift_left(x, 0)
    A[16] = T.int32(5) + T.int32(3) * T.int32(2)
    A[17] = T.Cast("int32", T.int32(5) < T.int32(3))
    A[18] = T.Cast("int32", u // T.int8(1) + u % T.int8(1))
    A[19] = T.int32(T.int64(7)) + T.abs(x) + T.abs(-3) + T.ceildiv(x, 4) + T.ceildiv(x, 1)
    F[8] = T.abs(y) + T.abs(T.float32(-2.5))
    F[0] = y / T.float32(1) + T.float32(0) / y
    F[1] = y - T.float32(0)
    F[2] = T.float32(0) - y
    F[3] = T.float32(1) * y + T.float32(0) * y
    F[4] = T.max(y, y)
    F[5] = T.float32(2) + T.float32(3)
    F[6] = y + 0
    F[7] = T.float32(0.1) * T.float32(3)
