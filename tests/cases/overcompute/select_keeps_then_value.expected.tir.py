# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32"), C: T.Buffer((4, 4), "int32"), D: T.Buffer((4, 4), "int32"), E: T.Buffer((4, 4), "int32")):
    for io, ii in T.grid(4, 4):
        T.assume(4 * io + ii < 14 or A[io, ii] == 0)
    for io, ii in T.grid(4, 4):
        T.assume(4 * io + ii < 14 or D[io, ii] == 1)
    for io, ii in T.grid(4, 4):
        C[io, ii] = A[io, ii]
    B[0] = 0
    for io, ii in T.grid(4, 4):
        v: T.let[T.int32] = A[io, ii]
        B[0] = B[0] + v * 3
    for io, ii in T.grid(4, 4):
        E[io, ii] = T.if_then_else(4 * io + ii < 14, D[io, ii], 0)
