# `T.FloatImm` of an integer dtype.
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4,), "float32")):
    A[0] = T.Cast("float32", T.FloatImm("int32", 1.5))
