# A Python number beside a TIR value means what TVM 0.27's parser makes of it: the FFI hands it
# over as an `int32` (`int64` past that range) or a `float32`, and both operands come to one
# dtype, so `A[0] + 1` over int8 is an int32 sum stored back through a cast, `H[0] * 0.5` a
# float32 product, `U[1] - 1` over uint16 an int32 difference, and `range(n, n + 4)` over an
# int16 `n` an int32 loop; `==`, a literal on the left of a comparison and a bool literal take
# the value's dtype; a bitwise operand is a C++ `int` (3000000000 wraps). Before, the literal took
# the value's dtype everywhere, which computed `A[0] * 100` in int8.
# passes: fmt
# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4,), "int8"), H: T.Buffer((4,), "float16"), U: T.Buffer((4,), "uint16"), B: T.Buffer((4,), "int32"), b: T.bool, x: T.int64, R: T.Buffer((4,), "int64"), n: T.int16):
    A[0] = A[0] + 1
    H[0] = H[0] * 0.5
    U[0] = U[1] - 1
    B[0] = T.Cast("int32", A[1] * 100)
    B[1] = T.Cast("int32", A[1] < 300) + T.Cast("int32", 3 < A[2]) + T.Cast("int32", A[3] == 7)
    B[2] = T.if_then_else(b, A[2], 1000) + T.max(A[3], 1000)
    A[1] = T.Cast("int8", b + 1) + A[2] * True
    R[0] = x & 3000000000
    for i in range(n, n + 4):
        B[i - n] = i
