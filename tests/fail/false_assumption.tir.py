# command: opt --passes simplify
from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32")):
    for i in range(8):
        T.assume(i * 2 >= 16)
        A[i] = i
