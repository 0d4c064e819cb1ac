# Malformed: an axis kind TVM does not have.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    for i in range(16):
        with T.sblock("b"):
            vi = T.axis.diagonal(16, i)
            T.reads()
            T.writes(A[vi])
            A[vi] = T.float32(0.0)
