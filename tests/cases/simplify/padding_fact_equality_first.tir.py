# A padding assumption states the same fact whichever disjunct comes first: with
# `A[io, ii] == 0 or 4 * io + ii < 14`, the padding reads `A[3, 2]` and `A[3, 3]` are 0, and the
# products of them fold to 0; the in-bounds reads `A[3, 0]` and `A[3, 1]` stay.
# passes: simplify
# contains: B[ii] = 0
# contains: T.Cast("int32", A[3, ii]) * 7
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4, 4), "int8"), B: T.Buffer((4,), "int32")):
    for io, ii in T.grid(4, 4):
        T.assume(A[io, ii] == T.int8(0) or 4 * io + ii < 14)
    for ii in range(2, 4):
        B[ii] = T.Cast("int32", A[3, ii]) * 7
    for ii in range(2):
        B[ii] = T.Cast("int32", A[3, ii]) * 7
