# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((1, "n", 8), "float32"), C: T.Buffer((1, n, 8), "float32")):
    n = T.int32()
    A_pad = T.sblock_alloc_buffer((1, (n + 31) // 32 * 32, 8))
    B_pad = T.sblock_alloc_buffer((1, (n + 31) // 32 * 32, 8))
    cse_v1: T.let[T.int32] = (n + 31) // 32 * 32
    for i0, i1, i2 in T.grid(1, cse_v1, 8):
        with T.sblock("A_pad"):
            v0, v1, v2 = T.axis.remap("SSS", [i0, i1, i2])
            T.reads(A[v0, v1, v2])
            T.writes(A_pad[v0, v1, v2])
            A_pad[v0, v1, v2] = T.if_then_else(v1 < n, A[v0, v1, v2], T.float32(0.0))
    for i0, i1, i2 in T.grid(1, cse_v1, 8):
        with T.sblock("B_pad"):
            v0, v1, v2 = T.axis.remap("SSS", [i0, i1, i2])
            T.reads(A_pad[v0, v1, v2])
            T.writes(B_pad[v0, v1, v2])
            B_pad[v0, v1, v2] = A_pad[v0, v1, v2] * T.float32(2.0)
    for i0, i1, i2 in T.grid(1, n, 8):
        with T.sblock("C"):
            v0, v1, v2 = T.axis.remap("SSS", [i0, i1, i2])
            T.reads(B_pad[v0, v1, v2])
            T.writes(C[v0, v1, v2])
            C[v0, v1, v2] = B_pad[v0, v1, v2]
