# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((12,), "int8"), B: T.Buffer((12,), "int8")):
    for i in range(12):
        v: T.let[T.int8] = A[i]
        B[i] = v + T.int8(1)
    for i in range(12):
        w: T.let[T.int8] = A[i]
        A[(i + 1) % 12] = w
    for i in range(12):
        u: T.let[T.int8] = A[i]
        A[i] = B[i]
        B[i] = A[i] + T.int8(1)
        A[i] = u
