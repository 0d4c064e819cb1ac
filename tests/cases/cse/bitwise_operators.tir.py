# Bitwise operators parse to TVM's pure intrinsics, print back infix with Python's precedence,
# and a repeated shift is computed once.
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "int32"), B: T.Buffer((64,), "int32"), n: T.int32):
    T.func_attr({"tirx.noalias": True})
    for i in range(16):
        B[i] = (A[i] << 2 | A[i] & 3) ^ ~A[i] >> 1
        B[i + 16] = (A[i] << 2) + (n >> 1 & 7)
        B[i + 32] = (A[i] << 2) * 3 + (n >> 1 & 7)
