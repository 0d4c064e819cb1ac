# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "float32"), D: T.Buffer((16,), "int32"), E: T.Buffer((16,), "int32"), F: T.Buffer((16,), "int32")):
    for i in range(16):
        if i < 14:
            A[i] = A[i] + 1
        if i < 14:
            C[i] = T.Cast("float32", B[i])
        D[i] = T.if_then_else(i < 14, T.if_then_else(i < 5, B[i], 0), 7)
        E[i] = 0
        if i < 10:
            F[i] = B[i] + 1
