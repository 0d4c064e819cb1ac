# Malformed: only the last index of an access may be a vector (TVM 0.27: "Only the last index
# of a buffer access may be a vector type").
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((8, 4), "int32"), B: T.Buffer((8, 4), "int32")):
    for j in range(4):
        B[T.Ramp(0, 1, 4), j] = T.Broadcast(j, 4)
