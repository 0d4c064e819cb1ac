# A mutable scalar has one element: its region is `x.source[0]`.
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((8,), "float32")):
    x: T.float32 = T.float32(1.0)
    for i in range(8):
        with T.sblock("b"):
            vi = T.axis.spatial(8, i)
            T.reads(x.source[1])
            T.writes(A[vi])
            A[vi] = x
