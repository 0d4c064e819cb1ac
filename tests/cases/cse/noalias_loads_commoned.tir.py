# Loads of a buffer a noalias function never writes are commoned: A[i + 1] is read once.
# passes: cse
# contains: T.let[T.float32] = A[i + 1]
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
    T.func_attr({"tirx.noalias": True})
    for i in range(32):
        B[i] = A[i + 1] * A[i + 1] + A[i + 1]
