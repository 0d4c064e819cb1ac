# A stride symbol of a block's `T.match_buffer` is defined by it: a binding over the symbol stays
# inside the block, where `tile.strides[0]` exists.
# passes: cse
@T.prim_func(s_tir=True)
def main(A: T.Buffer((64, 64), "float32"), B: T.Buffer((64,), "float32")):
    for i, j in T.grid(4, 4):
        with T.sblock("tile"):
            vi, vj = T.axis.remap("SS", [i, j])
            T.reads(A[vi * 16:vi * 16 + 16, vj * 16:vj * 16 + 16])
            T.writes(B[vi * 16 + vj])
            tile = T.match_buffer(A[vi * 16:vi * 16 + 16, vj * 16:vj * 16 + 16], (16, 16), strides=("s1", "s0"), offset_factor=1)
            for k in range(4):
                B[vi * 16 + vj] = T.Cast("float32", tile.strides[0] * 16 + k) + T.Cast("float32", tile.strides[0] * 16 + k)
