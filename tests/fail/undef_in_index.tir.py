# T.undef() in an index makes the program ill-formed (padding RFC).
from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    for i in range(16):
        B[i] = A[i + T.undef()]
