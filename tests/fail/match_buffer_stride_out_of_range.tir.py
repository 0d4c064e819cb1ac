# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((64, 64), "float32"), B: T.Buffer((64,), "float32")):
    for i in range(4):
        with T.sblock("tile"):
            vi = T.axis.spatial(4, i)
            tile = T.match_buffer(A[vi * 16:vi * 16 + 16, 0:16], (16, 16), strides=("s1", "s0"))
            B[vi] = T.Cast("float32", tile.strides[2])
