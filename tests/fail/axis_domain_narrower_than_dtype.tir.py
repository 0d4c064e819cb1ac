# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((4,), "float32")):
    for i in range(4):
        with T.sblock("b"):
            vi = T.axis.spatial(4, i, dtype="int64")
            A[vi] = T.float32(0.0)
