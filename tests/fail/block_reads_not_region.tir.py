# Malformed: T.reads of an expression that is not a buffer region.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "float32")):
    for i in range(16):
        with T.sblock("b"):
            vi = T.axis.spatial(16, i)
            T.reads(vi + 1)
            T.writes(A[vi])
            A[vi] = T.float32(0.0)
