# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32"), C: T.Buffer((4, 4), "int32")):
    for io, ii in T.grid(4, 4):
        p: T.let[T.int32] = io * 4 + ii
        if p < 14:
            A[io, ii] = 1
            B[io, ii] = 3
        else:
            A[io, ii] = 2
            B[io, ii] = 4
            C[io, ii] = 5
