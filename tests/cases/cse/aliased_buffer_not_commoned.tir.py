# Without tirx.noalias A and B may share memory: loads of A are not commoned.
# passes: cse
# not-contains: T.let[T.float32]
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
    for i in range(32):
        B[i] = A[i + 1] * A[i + 1]
