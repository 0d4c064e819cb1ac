# Malformed: a keyword other than `dtype=` to a known intrinsic (the IR holds no such argument).
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    A[0] = T.exp(A[1], fast=True)
