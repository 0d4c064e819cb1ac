# Like terms collect over a full-range integer (`n * 3 - n - n - n` is 0, `n * 2 - n` is `n`):
# each step's product has the value of the difference it replaces, so no new overflow; the
# `let`s the cancelled terms read are then unused and go (a `T.undef()` one too). Floats keep
# their terms (`x * 2.0 - x` is not `x` for an infinite `x`). A term cancelled to 0 inside a
# larger one folds away as TVM folds it (`A[i] + n + 0` is `A[i] + n`).
# passes: simplify
# contains: B[i] = A[i] + n
# contains: B[i] = A[i]
# not-contains: T.Add(
# not-contains: T.undef()
# contains: C[i] = C[i] * T.float32(2.0) - C[i]
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((8,), "float32"), n: T.int32):
    for i in range(8):
        B[i] = A[i] + (n * 2 - n)
    x: T.let[T.int32] = T.undef()
    y: T.let[T.int32] = x * 3
    for i in range(8):
        B[i] = A[i] + (y - x - x - x) + (n * 3 - n - n - n)
    for i in range(8):
        C[i] = C[i] * T.float32(2) - C[i]
    for i in range(8):
        B[i] = A[i] + n + (n * 3 - n - n - n)
