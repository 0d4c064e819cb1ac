# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), n: T.int32):
    for i in range(16):
        if i < n:
            A[i] = 1
        elif i == n:
            A[i] = 2
        else:
            A[i] = 3
        if not (i < 4 or i > 12) and n != 0:
            A[i] = A[i] * 10
