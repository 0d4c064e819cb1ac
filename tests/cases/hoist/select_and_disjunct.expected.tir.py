# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32"), C: T.Buffer((4, 4), "int32"), n: T.int32):
    if n > 2:
        for i in range(8):
            B[i] = A[i] * T.float32(2.0)
    else:
        for i in range(8):
            B[i] = A[i]
    for i in range(4):
        if i >= 2:
            for j in range(4):
                C[i, j] = i * j
        else:
            for j in range(4):
                if i + j >= 3:
                    C[i, j] = i * j
