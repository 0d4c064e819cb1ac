# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2, 8), "int32"), B: T.Buffer((16,), "int32")):
    for i_outer, i_inner in T.grid(2, 8):
        if 3 <= 8 * i_outer + i_inner:
            A[i_outer, i_inner] = B[8 * i_outer + i_inner - 3] * 2
    for i_outer_1, i_inner_1 in T.grid(2, 8):
        if 8 * i_outer_1 + i_inner_1 < 11:
            A[i_outer_1, i_inner_1] = B[8 * i_outer_1 + i_inner_1 + 5]
