# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), A2: T.Buffer((4, 4), "int32"), C: T.Buffer((3,), "int32")):
    for i in range(16):
        T.assume(i < 14 or A[i] == 0)
    for i in range(16):
        if i >= 14:
            B[i] = 0
        else:
            B[i] = A[i] + 1
    for io, ii in T.grid(4, 4):
        T.assume(io * 4 + ii < 14 or A2[io, ii] == -1)
    C[0] = -2
    C[1] = A2[0, 0] + -1
    A2[3, 3] = 5
    C[2] = A2[3, 3] + 1
