# A[k] * A[k] is loop-invariant, but hoisted above the if it could read out of bounds.
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32"), k: T.int32):
    T.func_attr({"tirx.noalias": True})
    for i in range(16):
        if k < 16:
            B[i] = A[k] * A[k] + A[k] * A[k]
