# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((3, 6), "int32"), B: T.Buffer((14,), "int32"), C: T.Buffer((14,), "int32")):
    for ax0, ax1 in T.grid(3, 6):
        T.assume(ax0 != 0 or 2 <= ax1 or A[ax0, ax1] == 0)
    for i in range(14):
        B[i] = A[(i + 2) // 6, (i + 2) % 6] + A[(i + 4) // 6, (i + 4) % 6]
    for i in range(2, 14):
        C[i] = A[i // 6, i % 6]
