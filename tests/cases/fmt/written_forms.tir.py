# Forms of hand-written TVMScript, read as TVM reads them: a `T.buffer(...)` parameter (the same
# declaration as `T.Buffer`), `x: T.let = v` (the value's dtype), a literal loop start taking
# the stop's dtype (`T.serial(0, n)` over an `int64` `n`, extent `n`), `X.shape` as a shape,
# `tvm.tirx.const(v, dtype)` as a constant, `dtype=` a pointer type on an unknown call, and a
# loop's `dtype=` (its bounds converted before the extent is taken).
# passes: fmt
# no-check: the interpreter does not run unknown calls
# from tvm.script import tirx as T
@T.prim_func(s_tir=True)
def main(X: T.buffer((8, 4), "float32"), B: T.Buffer((8,), "bool"), H: T.handle, n: T.int64, a: T.int32):
    y: T.let = X[0, 0] * T.float32(2)
    for i in T.serial(0, n):
        X[0, 1] = T.Cast("float32", i) + y
    with T.sblock("copy"):
        Y = T.sblock_alloc_buffer(X.shape, "float32")
        for a, b in T.grid(8, 4):
            Y[a, b] = X[a, b]
        for a in range(8):
            B[a] = Y[a, 0] == tvm.tirx.const(1.5, "float32")
    for j in T.serial(2, a, dtype="uint32"):
        X[1, 0] = T.Cast("float32", j)
    p: T.let[T.handle("int64")] = T.tvm_struct_get(H, 0, 4, dtype=T.handle("int64").ty)
    B[0] = T.isnullptr(p)
