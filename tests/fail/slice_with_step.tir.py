# Malformed: a slice with a step.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((64,), "float32")):
    A[0:8:2] = T.Broadcast(T.float32(1.0), 4)
