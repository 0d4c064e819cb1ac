# TVM 0.27's s_tir.transform.LowerMatchBuffer() applied to the file of the same name without ".lowered".
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((8, 8), "float32"), C: T.Buffer((2,), "int32")):
    with T.sblock("outer"):
        T.reads(A[0:4, 0:4])
        T.writes(C[0:2])
        with T.sblock("inner"):
            T.reads(A[0:2, 0:2])
            T.writes(C[0:2])
            C[0] = 8
            C[1] = T.Cast("int32", A[1, 1])
