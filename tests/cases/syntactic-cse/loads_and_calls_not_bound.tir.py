# Loads and calls are not eligible in TVM's pass; only the index i + 1 is bound.
# passes: syntactic-cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
    for i in range(32):
        B[i] = A[i + 1] * A[i + 1] + T.exp(A[i]) + T.exp(A[i])
