# The pad value of an allocated buffer may read that buffer (the RFC's pad value "may read the
# transformed buffer itself"): `lambda i, jo, ji: C[i, 6] * T.int16(2)` names the allocation, and its
# load at a constant logical index is mapped and folded (`C[i, 1, 2]`, not `C[i, 6 // 4, 6 % 4]`).
# passes: layout
# args: --buffer C --index-map "lambda i, j: (i, j // 4, j % 4)" "--pad-value=lambda i, jo, ji: C[i, 6] * T.int16(2)"
# contains: C[i_1, jo, ji] = C[i_1, 1, 2] * T.int16(2)
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2, 7), "int16"), B: T.Buffer((2, 7), "int16")):
    C = T.alloc_buffer((2, 7), "int16")
    for i, j in T.grid(2, 7):
        C[i, j] = A[i, j] + T.int16(3)
    for i, j in T.grid(2, 7):
        B[i, j] = C[i, 6 - j] - C[i, j]
