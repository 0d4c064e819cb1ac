# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2,), "int32"), B: T.Buffer((2,), "int32")):
    T.assume(A[0] == 1)
    B[0] = 1
    A[0] = B[1]
    T.assume(A[0] == B[1])
    B[1] = A[0] + 1
