# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((8,), "float32"), n: T.int32):
    for i in range(8):
        B[i] = A[i] + n
    for i in range(8):
        B[i] = A[i]
    for i in range(8):
        C[i] = C[i] * T.float32(2.0) - C[i]
    for i in range(8):
        B[i] = A[i] + n
