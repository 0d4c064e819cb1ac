# A loop writing through an offset layout, `A[(i + 3) // 8, (i + 3) % 8]`, splits as the loop
# over `i + 3` would: rows from the one holding 3, guarded where the first row starts before
# it, `i` read as `8 * io + ii - 3`; a negative offset shifts the other way.
# passes: sequential-access
# args: --buffer A
# contains: if 3 <= 8 * i_outer + i_inner:
# contains: A[i_outer, i_inner] = B[8 * i_outer + i_inner - 3] * 2
# contains: A[i_outer_1, i_inner_1] = B[8 * i_outer_1 + i_inner_1 + 5]
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2, 8), "int32"), B: T.Buffer((16,), "int32")):
    for i in range(13):
        A[(i + 3) // 8, (i + 3) % 8] = B[i] * 2
    for i in range(5, 16):
        A[(i - 5) // 8, (i - 5) % 8] = B[i]
