# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(X: T.Buffer((8, 4), "float32"), B: T.Buffer((8,), "bool"), H: T.handle, n: T.int64, a: T.int32):
    y: T.let[T.float32] = X[0, 0] * T.float32(2.0)
    for i in range(n):
        X[0, 1] = T.Cast("float32", i) + y
    with T.sblock("copy"):
        Y = T.sblock_alloc_buffer((8, 4))
        for a_1, b in T.grid(8, 4):
            Y[a_1, b] = X[a_1, b]
        for a_1 in range(8):
            B[a_1] = Y[a_1, 0] == T.float32(1.5)
    for j in range(T.uint32(2), T.uint32(2) + (T.Cast("uint32", a) - T.uint32(2))):
        X[1, 0] = T.Cast("float32", j)
    p: T.let[T.handle("int64", "global")] = T.tvm_struct_get(H, 0, 4, dtype=T.handle("int64", "global").ty)
    B[0] = T.isnullptr(p)
