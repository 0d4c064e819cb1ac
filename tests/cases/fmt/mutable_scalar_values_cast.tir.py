# A mutable scalar's value is a store into it, which TVM 0.27 casts to the scalar's dtype as it
# casts any store: `y: T.int64 = n` over an `int32` `n` holds `T.Cast("int64", n)`, and so does
# a later `y = ...` of another dtype.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(F: T.Buffer((4,), "float32"), H: T.Buffer((4,), "float16"), B: T.Buffer((4,), "int64"), n: T.int32, m: T.int64):
    y: T.int64 = n
    z: T.float32 = H[0] * T.float16(2.0)
    w: T.int8 = T.max(n, 3)
    y = n + 1
    z = m
    B[0] = y + T.Cast("int64", w)
    F[0] = z
