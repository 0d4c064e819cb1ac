# TVM 0.27's dtype shorthands (`T.f32`, `T.i32`, `T.i64`, ...) name the dtypes they
# abbreviate wherever a `T.` dtype stands: a parameter, a mutable scalar's annotation, a
# `T.let` type, and as dtype strings (`"f32x4"`, `"u8"`).
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "int64"), n: T.i32):
    for i in range(8):
        x: T.f32 = A[i] * T.float32(2)
        k: T.let[T.i64] = T.Cast("int64", i)
        B[i] = T.Cast("int64", x) + k
        A[i] = T.Cast("f32", T.Cast("u8", i))
