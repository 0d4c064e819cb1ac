# Strides a block's `T.match_buffer` introduces as strings (`strides=("s1", "s0")`) are new
# symbols of the shape's index dtype, read elsewhere as `buf.strides[k]` (TVM binds no name to
# them) and printed back the same way.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((64, 64), "float32"), B: T.Buffer((64,), "float32")):
    for i, j in T.grid(4, 4):
        with T.sblock("tile"):
            vi, vj = T.axis.remap("SS", [i, j])
            T.reads(A[vi * 16:vi * 16 + 16, vj * 16:vj * 16 + 16])
            T.writes(B[vi * 16 + vj])
            tile = T.match_buffer(A[vi * 16:vi * 16 + 16, vj * 16:vj * 16 + 16], (16, 16), strides=("s1", "s0"), offset_factor=1)
            B[vi * 16 + vj] = T.Cast("float32", tile.strides[0] * 16 + tile.strides[1])
