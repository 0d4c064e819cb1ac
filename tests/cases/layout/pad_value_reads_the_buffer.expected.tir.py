# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((14,), "int32"), B: T.Buffer((4, 4), "int32")):
    for i in range(14):
        B[i // 4, i % 4] = A[i] * 3
    for j in range(3):
        B[j, 1] = A[j]
    for io, ii in T.grid(4, 4):
        if io == 3 and ii >= 2:
            B[io, ii] = B[io, 0]
