# TVM's algorithm binds at the lowest common scope of the uses: n * m is used in the loop
# and after it, so it is bound at function level.
# passes: syntactic-cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "int32"), n: T.int32, m: T.int32):
    for i in range(8):
        A[i] = n * m + i
        A[i + 8] = n * m - i
    A[16] = n * m
