# A 6x6 nest over a tiled layout (`[i // 3, j // 3, i % 3, j % 3]`) splits both loops and
# orders the four loops as the buffer's dimensions (each iteration stores its own element); the
# same nest whose value reads another iteration's element keeps the split loops in their order,
# and so does one that stores under a guard reading another element.
# passes: sequential-access
# args: --buffer A
# contains: for i_outer, j_outer, i_inner, j_inner in T.grid(2, 2, 3, 3):
# contains: A[i_outer, j_outer, i_inner, j_inner] = (3 * i_outer + i_inner) * 6 + (3 * j_outer + j_inner)
# contains: for i_outer_1, i_inner_1, j_outer_1, j_inner_1 in T.grid(2, 3, 2, 3):
# contains: for i_outer_2, i_inner_2, j_outer_2, j_inner_2 in T.grid(2, 3, 2, 3):
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2, 2, 3, 3), "int32")):
    for i, j in T.grid(6, 6):
        A[i // 3, j // 3, i % 3, j % 3] = i * 6 + j
    for i, j in T.grid(6, 6):
        A[i // 3, j // 3, i % 3, j % 3] = A[(i + 1) % 6 // 3, j // 3, (i + 1) % 3, j % 3] + 1
    for i, j in T.grid(6, 6):
        if A[0, 0, 0, 0] < 5:
            A[i // 3, j // 3, i % 3, j % 3] = i + j
