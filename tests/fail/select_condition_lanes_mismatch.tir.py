# A vector select's condition has one bool per lane of its values, or one bool for all.
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
    A[0:4] = T.Select(T.Broadcast(T.bool(True), 2), A[T.Ramp(0, 1, 4)], B[T.Ramp(0, 1, 4)])
