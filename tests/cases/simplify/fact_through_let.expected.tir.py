# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4,), "int8"), B: T.Buffer((4,), "int8")):
    T.assume(A[2] == T.int8(4))
    y: T.let[T.int8] = A[3]
    B[0] = T.int8(10)
    B[1] = A[3] + T.int8(5)
    A[2] = T.int8(0)
    B[2] = T.int8(5)
    B[3] = y
