# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2, 2, 3, 3), "int32")):
    for i_outer, j_outer, i_inner, j_inner in T.grid(2, 2, 3, 3):
        A[i_outer, j_outer, i_inner, j_inner] = (3 * i_outer + i_inner) * 6 + (3 * j_outer + j_inner)
    for i_outer_1, i_inner_1, j_outer_1, j_inner_1 in T.grid(2, 3, 2, 3):
        A[i_outer_1, j_outer_1, i_inner_1, j_inner_1] = A[(3 * i_outer_1 + i_inner_1 + 1) % 6 // 3, j_outer_1, (i_inner_1 + 1) % 3, j_inner_1] + 1
    for i_outer_2, i_inner_2, j_outer_2, j_inner_2 in T.grid(2, 3, 2, 3):
        if A[0, 0, 0, 0] < 5:
            A[i_outer_2, j_outer_2, i_inner_2, j_inner_2] = 3 * i_outer_2 + i_inner_2 + (3 * j_outer_2 + j_inner_2)
