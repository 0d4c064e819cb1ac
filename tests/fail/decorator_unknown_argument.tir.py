# Malformed: an argument @T.prim_func does not take.
# from tvm.script import tirx as T
@T.prim_func(garbage=1)
def main(A: T.Buffer((4,), "int32")):
    A[0] = 1
