# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((64, 64), "float32"), B: T.Buffer((64,), "float32")):
    for i, j in T.grid(4, 4):
        with T.sblock("tile"):
            vi, vj = T.axis.remap("SS", [i, j])
            T.reads(A[vi * 16:vi * 16 + 16, vj * 16:vj * 16 + 16])
            T.writes(B[vi * 16 + vj])
            tile = T.match_buffer(A[vi * 16:vi * 16 + 16, vj * 16:vj * 16 + 16], (16, 16), strides=("s1", "s0"), offset_factor=1)
            cse_v1: T.let[T.int32] = tile.strides[0] * 16
            cse_v2: T.let[T.int32] = vi * 16 + vj
            for k in range(4):
                cse_v3: T.let[T.float32] = T.Cast("float32", cse_v1 + k)
                B[cse_v2] = cse_v3 + cse_v3
