# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32")):
    for i in range(16):
        B[i] = A[i] + 1
    for i in range(16):
        C[i // 2 * 2 + 1 - i % 2] = C[i]
