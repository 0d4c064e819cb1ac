# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "bool")):
    B[T.Ramp(0, 1, 4)] = T.isinf(A[T.Ramp(0, 1, 4)])
