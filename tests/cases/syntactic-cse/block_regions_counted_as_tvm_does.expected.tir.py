# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((12,), "float32"), B: T.Buffer((12,), "float32"), C: T.Buffer((64,), "float32")):
    B_cache = T.sblock_alloc_buffer((12,))
    for j, k in T.grid(3, 4):
        cse_v1: T.let[T.int32] = j * 4
        cse_v3: T.let[T.int32] = cse_v1 + k
        with T.sblock("B_cache"):
            T.where(cse_v3 < 10)
            T.reads()
            T.writes(B_cache[cse_v3])
            B_cache[k + cse_v1] = T.float32(1.0)
    for i in range(4):
        cse_v2: T.let[T.int32] = i * 3
        with T.sblock("C"):
            vi = T.axis.spatial(4, i)
            T.reads(A[cse_v2:cse_v2 + 3])
            T.writes(C[vi * 16:vi * 16 + 16])
            for t in range(16):
                C[vi * 16 + t] = A[cse_v2 + t % 3] + A[vi * 2 % 3]
