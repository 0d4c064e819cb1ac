# `T.if_then_else(in_bounds, A[io, ii], 0)` over a buffer whose padding is assumed 0 is
# `A[io, ii]` everywhere: wherever the condition fails the then-value reads the padding, 0,
# the else-value. In a stored value and in a `let`'s value alike. With the padding assumed 1,
# the select stays.
# passes: overcompute
# contains: C[io, ii] = A[io, ii]
# contains: v: T.let[T.int32] = A[io, ii]
# contains: T.if_then_else(4 * io + ii < 14, D[io, ii], 0)
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32"), C: T.Buffer((4, 4), "int32"), D: T.Buffer((4, 4), "int32"), E: T.Buffer((4, 4), "int32")):
    for io, ii in T.grid(4, 4):
        T.assume(4 * io + ii < 14 or A[io, ii] == 0)
    for io, ii in T.grid(4, 4):
        T.assume(4 * io + ii < 14 or D[io, ii] == 1)
    for io, ii in T.grid(4, 4):
        C[io, ii] = T.if_then_else(4 * io + ii < 14, A[io, ii], 0)
    B[0] = 0
    for io, ii in T.grid(4, 4):
        v: T.let[T.int32] = T.if_then_else(4 * io + ii < 14, A[io, ii], 0)
        B[0] = B[0] + v * 3
    for io, ii in T.grid(4, 4):
        E[io, ii] = T.if_then_else(4 * io + ii < 14, D[io, ii], 0)
