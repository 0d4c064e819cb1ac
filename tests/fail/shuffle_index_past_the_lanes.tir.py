# Malformed: a T.Shuffle index past the lanes of its vectors (4 here): TVM 0.27 builds the node,
# but the index names no lane.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    B[0:2] = T.Shuffle([A[T.Ramp(0, 1, 4)]], [1, 4])
