# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2, 8), "float16"), C: T.Buffer((2,), "float16"), B: T.Buffer((2,), "float16"), D: T.Buffer((2, 8), "float32"), E: T.Buffer((2,), "float32")):
    for i, j in T.grid(2, 8):
        T.assume(j < 6 or A[i, j] == T.float16(1.0))
    for i, j in T.grid(2, 8):
        T.assume(j < 5 or D[i, j] == T.float32(2.0))
    for i in range(2):
        B[i] = C[i]
        for j in range(8):
            B[i] = B[i] * A[i, j]
    for i in range(2):
        E[i] = T.float32(1.0)
        for j in range(8):
            if j < 5:
                E[i] = E[i] * D[i, j]
