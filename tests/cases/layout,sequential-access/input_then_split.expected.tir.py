# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4, 3, 5), "float32"), B: T.Buffer((4,), "float32")):
    for ax0, ax1, ax2 in T.grid(4, 3, 5):
        T.assume(ax1 != 2 or ax2 < 2 or A[ax0, ax1, ax2] == T.float32(0.0))
    for i in range(4):
        B[i] = T.float32(0.0)
        for j_outer, j_inner in T.grid(3, 5):
            if 5 * j_outer + j_inner < 12:
                B[i] = B[i] + A[i, j_outer, j_inner]
