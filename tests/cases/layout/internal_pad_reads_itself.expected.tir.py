# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2, 7), "int16"), B: T.Buffer((2, 7), "int16")):
    C = T.alloc_buffer((2, 2, 4), "int16")
    for i, j in T.grid(2, 7):
        C[i, j // 4, j % 4] = A[i, j] + T.int16(3)
    for i_1, jo, ji in T.grid(2, 2, 4):
        if jo == 1 and ji == 3:
            C[i_1, jo, ji] = C[i_1, 1, 2] * T.int16(2)
    for i, j in T.grid(2, 7):
        B[i, j] = C[i, (6 - j) // 4, (6 - j) % 4] - C[i, j // 4, j % 4]
