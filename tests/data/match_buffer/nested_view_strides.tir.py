# A view of a view without strides: the inner view's strides are those of the buffer under both
# (TVM converts the region to A's before binding), not the middle view's compact layout.
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((8, 8), "float32"), C: T.Buffer((2,), "int32")):
    with T.sblock("outer"):
        T.reads(A[0:4, 0:4])
        T.writes(C[0:2])
        va = T.match_buffer(A[0:4, 0:4], (4, 4))
        with T.sblock("inner"):
            T.reads(va[0:2, 0:2])
            T.writes(C[0:2])
            w = T.match_buffer(va[0:2, 0:2], (2, 2), strides=("w0", "w1"))
            C[0] = w.strides[0]
            C[1] = T.Cast("int32", w[1, 1])
