# A 1-D stencil writing an output laid out in rows of 8: the loop splits by 8 with the guard
# 8 * i_outer + i_inner < 21, and the input's indices simplify (io + (ii + k) // 8).
# passes: sequential-access
# args: --buffer B
# contains: if 8 * i_outer + i_inner < 21:
# not-contains: // 8 // 8
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((3, 8), "int32"), B: T.Buffer((3, 8), "int32")):
    for i in range(21):
        B[i // 8, i % 8] = 0
        for k in range(3):
            if i + k < 24:
                B[i // 8, i % 8] = B[i // 8, i % 8] + A[(i + k) // 8, (i + k) % 8]
