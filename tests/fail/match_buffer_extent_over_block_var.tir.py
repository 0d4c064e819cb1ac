# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((32,), "float32")):
    for i in range(4):
        with T.sblock("b"):
            vi = T.axis.spatial(4, i)
            S = T.match_buffer(A[vi // 2:(vi + 2) // 2])
            S[0] = T.float32(1)
