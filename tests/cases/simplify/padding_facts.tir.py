# T.assume facts (padding RFC): a scalar range makes n // 4 zero; an assumed buffer value
# replaces the first read and is forgotten after the loop that writes the buffer; 0 * undef is
# 0 and any other arithmetic on undef is undef; an assumption proven where it stands goes.
# passes: simplify
# contains: B[0] = 0
# contains: if A[1] == 5:
# contains: C[i] = A[i]
# contains: C[0] = T.undef()
# not-contains: T.assume(i < 8)
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), B: T.Buffer((2,), "int32"), C: T.Buffer((8,), "int32"), n: T.int32):
    T.assume(0 <= n and n < 4)
    B[0] = n // 4
    T.assume(B[1] == 5)
    if A[1] == B[1]:
        for i in range(8):
            B[1] = B[1] + A[i]
    if A[2] == B[1]:
        B[0] = 1
    for i in range(8):
        T.assume(i < 8)
        C[i] = A[i] + T.undef() * 0
    C[0] = 3 * T.undef() - A[0]
