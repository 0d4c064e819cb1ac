# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((16,), "int32"), n: T.int32):
    for i in range(8):
        A[i] = 1
        A[i + 8] = 2
        if i < 3:
            if i == 2:
                A[i] = A[i] + 3
        if n < 3:
            A[i] = A[i] + 4
            if n == 2:
                A[i] = A[i] + 5
