# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((8,), "int32")):
    for i in range(8):
        with T.sblock("b"):
            vi = T.axis.spatial(8, i + 5)
            T.reads()
            T.writes(A[vi - 5])
            A[vi - 5] = vi % 8 + T.min(vi, 7) * 10
