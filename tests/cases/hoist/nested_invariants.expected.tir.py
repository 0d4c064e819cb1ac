# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8, 8), "int32"), n: T.int32):
    if 0 < n:
        for i in range(8):
            if i < 5:
                for j in range(8):
                    if j < n:
                        A[i, j] = i + j
    for i in range(8):
        inside: T.let[T.bool] = i < n
        if inside:
            A[i, 0] = 7
