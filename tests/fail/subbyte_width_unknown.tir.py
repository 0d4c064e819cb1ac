# Integer widths are 1, 4, 8, 16, 32 and 64 bits.
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int3")):
    A[0] = 1
