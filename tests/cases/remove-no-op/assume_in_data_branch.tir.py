# An assumption inside a branch on data holds only on that path: the store of 5 after it is no
# no-op where C[0] <= 0.
# passes: remove-no-op
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((1,), "int32"), C: T.Buffer((1,), "int32")):
    if C[0] > 0:
        T.assume(A[0] == 5)
    A[0] = 5
