# Malformed: T.Shuffle vectors of two element types (TVM 0.27 requires one).
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((8,), "int32"), C: T.Buffer((8,), "float32"), B: T.Buffer((8,), "int32")):
    B[0:2] = T.Shuffle([A[T.Ramp(0, 1, 4)], C[T.Ramp(0, 1, 4)]], [1, 4])
