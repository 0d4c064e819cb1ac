# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32"), D: T.Buffer((16,), "int32")):
    for i in range(16):
        T.assume(A[i] == 1)
    for i in range(16):
        C[i] = A[i]
        A[15 - i] = B[15 - i]
        T.assume(B[i] == 2)
        D[i] = B[i]
