# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((64,), "int32"), n: T.int32, m: T.int32):
    T.assume(16 > n and n >= 1)
    for i in range(n):
        B[i] = A[i]
    for j in range(m):
        C[j // 16 * 3 + j % 16] = A[j % 16] + j // 16
