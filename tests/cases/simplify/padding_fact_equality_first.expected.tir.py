# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4, 4), "int8"), B: T.Buffer((4,), "int32")):
    for io, ii in T.grid(4, 4):
        T.assume(A[io, ii] == T.int8(0) or io * 4 + ii < 14)
    for ii in range(2, 4):
        B[ii] = 0
    for ii in range(2):
        B[ii] = T.Cast("int32", A[3, ii]) * 7
