# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((1,), "int32"), C: T.Buffer((1,), "int32")):
    if C[0] > 0:
        T.assume(A[0] == 5)
    A[0] = 5
