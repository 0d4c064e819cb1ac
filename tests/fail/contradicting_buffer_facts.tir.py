# command: opt --passes simplify
from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2,), "int32"), B: T.Buffer((2,), "int32")):
    T.assume(A[0] == 1)
    T.assume(A[0] == 2)
    B[0] = A[0]
