# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((3, 6), "int32"), B: T.Buffer((3, 6), "int32")):
    for io, ii in T.grid(3, 6):
        if io != 2 or ii < 3:
            B[io, ii] = A[io, ii] * A[io, ii] + 1
    for io, ii in T.grid(3, 6):
        if io == 2 and ii >= 3:
            B[io, ii] = -1
