# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((1,), "int32"), D: T.Buffer((1,), "int32")):
    T.func_attr({"tirx.noalias": True})
    if C[0] > 0:
        for i in range(8):
            B[i] = A[i]
    else:
        for i in range(8):
            B[i] = 0
    if D[0] > 0:
        for i in range(8):
            B[i] = A[i]
    else:
        for i in range(8):
            B[i] = 2
    for i in range(8):
        B[i] = T.if_then_else(B[0] > 0, A[i], 1)
