# A slice's step is a constant (it fixes the number of lanes).
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((64,), "float32"), n: T.int32):
    A[0:8:n] = T.Broadcast(T.float32(1.0), 4)
