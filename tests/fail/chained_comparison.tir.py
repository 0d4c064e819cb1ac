# Malformed: Python's chained comparisons are not TIR.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32):
    if 0 < x < 4:
        A[0] = x
