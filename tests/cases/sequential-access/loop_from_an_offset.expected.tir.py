# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4, 8), "int32")):
    for i_outer in range(1, 4):
        for i_inner in range(8):
            if 10 <= 8 * i_outer + i_inner and 8 * i_outer + i_inner < 29:
                A[i_outer, i_inner] = (8 * i_outer + i_inner) * 3
