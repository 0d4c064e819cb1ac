# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((8,), "int32")):
    for i in range(8):
        with T.sblock("B"):
            vi = T.axis.spatial(8, i)
            T.where(vi < 6)
            A[vi] = 1
