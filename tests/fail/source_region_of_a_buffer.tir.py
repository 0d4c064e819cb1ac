# `.source[0]` names the element of a mutable scalar; `A` is a buffer.
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((8,), "float32")):
    for i in range(8):
        with T.sblock("b"):
            vi = T.axis.spatial(8, i)
            T.reads(A.source[0])
            T.writes(A[vi])
            A[vi] = T.float32(0.0)
