# A is written: its loads may change between two reads and are not commoned.
# passes: cse
# not-contains: T.let[T.float32] = A[
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
    T.func_attr({"tirx.noalias": True})
    for i in range(32):
        B[i] = A[i] + A[i]
        A[i] = B[i]
        B[i] = B[i] + A[i]
