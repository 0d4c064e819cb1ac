# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((3, 3, 4), "int32"), B: T.Buffer((3, 3, 4), "int32")):
    for ax0, ax1, ax2 in T.grid(3, 3, 4):
        T.assume(ax1 != 2 or ax2 < 2 or A[ax0, ax1, ax2] == 0)
    for i, j in T.grid(3, 10):
        B[i, j // 4, j % 4] = A[i, j // 4, j % 4] + 1
    for r, jo, ji in T.grid(3, 3, 4):
        if jo == 2 and ji >= 2:
            B[r, jo, ji] = r * 100 + jo
