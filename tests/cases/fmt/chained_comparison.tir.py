# A chained comparison reads as TVM's evaluator reads it: each adjacent pair compared, joined by
# `and` from the left.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32, y: T.int32):
    if 0 < x < 4 <= y + 2 != x:
        A[0] = x
