# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), B: T.Buffer((2,), "int32"), C: T.Buffer((8,), "int32"), n: T.int32):
    T.assume(0 <= n and n < 4)
    B[0] = 0
    T.assume(B[1] == 5)
    if A[1] == 5:
        for i in range(8):
            B[1] = B[1] + A[i]
    if A[2] == B[1]:
        B[0] = 1
    for i in range(8):
        C[i] = A[i]
    C[0] = T.undef()
