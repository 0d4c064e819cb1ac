# Split loops under guards reorder too, each guard placed where its variables are bound: an
# integer max read through a padded 2-d tiling becomes `io, jo, ii` with `4 * io + ii < 6` under
# `ii` and `4 * jo + ji < 7` under `ji` (a max gives the same in every order); a copy over
# `A[i, j // 4, k, j % 4]` puts `k` between the halves of `j`. A signed sum keeps its order (in
# another its partial sums may overflow where the original's do not), and so does a float sum
# (it would round differently).
# passes: sequential-access
# args: --buffer A
# contains: for i_outer, j_outer, i_inner in T.grid(2, 2, 4):
# contains: if 4 * i_outer + i_inner < 6:
# contains: for i, j_outer_2, k, j_inner_2 in T.grid(2, 3, 2, 4):
# contains: for i_outer_1, i_inner_1 in T.grid(2, 4):
# contains: for i_outer_2, i_inner_2 in T.grid(2, 4):
# contains: B[0] = T.max(B[0], A[i_outer, j_outer, i_inner, j_inner])
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2, 3, 4, 4), "int32"), B: T.Buffer((1,), "int32"), C: T.Buffer((6, 10, 2), "int32"), G: T.Buffer((1,), "float32")):
    B[0] = 0
    for i, j in T.grid(6, 7):
        B[0] = T.max(B[0], A[i // 4, j // 4, i % 4, j % 4])
    for i, j in T.grid(6, 7):
        B[0] = B[0] + A[i // 4, j // 4, i % 4, j % 4]
    for i, j, k in T.grid(2, 10, 2):
        A[i, j // 4, k, j % 4] = C[i, j, k] * 2
    G[0] = T.float32(0)
    for i, j in T.grid(6, 7):
        G[0] = G[0] + T.Cast("float32", A[i // 4, j // 4, i % 4, j % 4])
