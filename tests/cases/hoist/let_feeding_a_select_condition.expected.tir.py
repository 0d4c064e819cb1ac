# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), n: T.int32):
    m: T.let[T.int32] = n + 1
    if m > 3:
        for i in range(8):
            A[i] = B[i]
    else:
        for i in range(8):
            A[i] = 0
