# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32"), C: T.Buffer((1,), "int32"), D: T.Buffer((4, 4), "float32"), E: T.Buffer((1,), "float32")):
    for io, ii in T.grid(4, 4):
        T.assume(4 * io + ii < 15 or A[io, ii] == 0)
    for io, ii in T.grid(4, 4):
        T.assume(4 * io + ii < 15 or D[io, ii] == T.float32(0.0))
    C[0] = 0
    for io, ii in T.grid(4, 4):
        C[0] = C[0] + A[io, ii]
    for io, ii in T.grid(4, 4):
        if 4 * io + ii < 15:
            B[io, ii] = A[io, ii] * 2
    for io, ii in T.grid(4, 4):
        if 4 * io + ii < 15:
            E[0] = E[0] + D[io, ii]
