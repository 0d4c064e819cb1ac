# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2, 3, 4, 4), "int32"), B: T.Buffer((1,), "int32"), C: T.Buffer((6, 10, 2), "int32"), G: T.Buffer((1,), "float32")):
    B[0] = 0
    for i_outer, j_outer, i_inner in T.grid(2, 2, 4):
        if 4 * i_outer + i_inner < 6:
            for j_inner in range(4):
                if 4 * j_outer + j_inner < 7:
                    B[0] = T.max(B[0], A[i_outer, j_outer, i_inner, j_inner])
    for i_outer_1, i_inner_1 in T.grid(2, 4):
        if 4 * i_outer_1 + i_inner_1 < 6:
            for j_outer_1, j_inner_1 in T.grid(2, 4):
                if 4 * j_outer_1 + j_inner_1 < 7:
                    B[0] = B[0] + A[i_outer_1, j_outer_1, i_inner_1, j_inner_1]
    for i, j_outer_2, k, j_inner_2 in T.grid(2, 3, 2, 4):
        if 4 * j_outer_2 + j_inner_2 < 10:
            A[i, j_outer_2, k, j_inner_2] = C[i, 4 * j_outer_2 + j_inner_2, k] * 2
    G[0] = T.float32(0.0)
    for i_outer_2, i_inner_2 in T.grid(2, 4):
        if 4 * i_outer_2 + i_inner_2 < 6:
            for j_outer_3, j_inner_3 in T.grid(2, 4):
                if 4 * j_outer_3 + j_inner_3 < 7:
                    G[0] = G[0] + T.Cast("float32", A[i_outer_2, j_outer_3, i_inner_2, j_inner_3])
