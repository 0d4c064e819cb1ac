# A loop over a three-level layout (`[i // 12, i % 12 // 4, i % 4]`) splits into three loops,
# the inner loop split again by the smaller divisor, guarded where 22 does not fill the last row.
# passes: sequential-access
# args: --buffer A
# contains: for i_outer, i_inner_outer, i_inner_inner in T.grid(2, 3, 4):
# contains: if 12 * i_outer + (4 * i_inner_outer + i_inner_inner) < 22:
# contains: A[i_outer, i_inner_outer, i_inner_inner] = 12 * i_outer + (4 * i_inner_outer + i_inner_inner) + 1
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2, 3, 4), "int32")):
    for i in range(22):
        A[i // 12, i % 12 // 4, i % 4] = i + 1
