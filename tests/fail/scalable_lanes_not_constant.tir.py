# Malformed: scalable lanes times a variable.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((64,), "float32"), n: T.int32):
    A[0:T.vscale() * 4] = T.Broadcast(T.float32(1.0), T.vscale() * n)
