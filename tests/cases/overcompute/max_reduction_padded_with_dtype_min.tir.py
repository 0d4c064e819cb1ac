# An int8 max-reduction over a padded buffer whose padding is assumed -128, the identity of
# max: the guarded-out update stores the value B already holds, so the guard goes (likewise
# min with the dtype max, a product with 1; not for floats, where a NaN would not survive
# max with -inf).
# passes: overcompute
# not-contains: if 8 * io + ii < 13
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2, 8), "int8"), B: T.Buffer((1,), "int8"), C: T.Buffer((1,), "int16"), D: T.Buffer((2, 8), "int16")):
    for io, ii in T.grid(2, 8):
        T.assume(8 * io + ii < 13 or A[io, ii] == T.int8(-128))
    B[0] = T.int8(-128)
    for io, ii in T.grid(2, 8):
        if 8 * io + ii < 13:
            B[0] = T.max(B[0], A[io, ii])
    for io, ii in T.grid(2, 8):
        T.assume(8 * io + ii < 13 or D[io, ii] == T.int16(32767))
    C[0] = T.int16(32767)
    for io, ii in T.grid(2, 8):
        if 8 * io + ii < 13:
            C[0] = T.min(C[0], D[io, ii])
