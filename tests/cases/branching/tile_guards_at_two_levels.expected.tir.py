# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2, 4, 2, 4), "int32"), B: T.Buffer((2, 4, 2, 4), "int32")):
    for io, ii in T.grid(2, 4):
        if io != 1 or ii < 2:
            for jo, ji in T.grid(2, 4):
                if jo != 1 or ji != 3:
                    B[io, ii, jo, ji] = A[io, ii, jo, ji] + 1
    for io, ii, jo, ji in T.grid(2, 4, 2, 4):
        if 4 * io + ii >= 6 or 4 * jo + ji >= 7:
            B[io, ii, jo, ji] = T.undef()
