# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((3, 8), "int32"), B: T.Buffer((3, 8), "int32")):
    for i_outer, i_inner in T.grid(3, 8):
        if 8 * i_outer + i_inner < 21:
            B[i_outer, i_inner] = 0
            for k in range(3):
                if 8 * i_outer + i_inner + k < 24:
                    B[i_outer, i_inner] = B[i_outer, i_inner] + A[i_outer + (i_inner + k) // 8, (i_inner + k) % 8]
