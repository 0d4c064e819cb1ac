# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((8,), "float32")):
    for i in range(8):
        with T.sblock(""):
            n = T.int32()
            A[i] = T.Cast("float32", n)
