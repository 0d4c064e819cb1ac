# Pure calls are commoned: T.exp(A[i]) is computed once.
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
    T.func_attr({"tirx.noalias": True})
    for i in range(32):
        B[i] = T.exp(A[i]) / (T.exp(A[i]) + T.float32(1.0))
