# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4, 4), "int32"), B: T.Buffer((14,), "int32")):
    for io, ii in T.grid(4, 4):
        T.assume(4 * io + ii < 14 or A[io, ii] == 0)
    for i in range(14):
        B[i] = A[i // 4, i % 4]
