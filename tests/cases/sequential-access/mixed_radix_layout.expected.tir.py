# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2, 3, 4), "int32")):
    for i_outer, i_inner_outer, i_inner_inner in T.grid(2, 3, 4):
        if 12 * i_outer + (4 * i_inner_outer + i_inner_inner) < 22:
            A[i_outer, i_inner_outer, i_inner_inner] = 12 * i_outer + (4 * i_inner_outer + i_inner_inner) + 1
