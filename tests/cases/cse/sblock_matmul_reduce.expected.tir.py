# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def matmul(A: T.Buffer((16, 16), "float32"), B: T.Buffer((16, 16), "float32"), C: T.Buffer((16, 16), "float32")):
    T.func_attr({"tirx.noalias": True})
    D = T.sblock_alloc_buffer((16,))
    for i, j, k in T.grid(16, 16, 16):
        with T.sblock("C"):
            v_i, v_j, v_k = T.axis.remap("SSR", [i, j, k])
            T.reads(A[v_i, v_k], B[v_k, v_j])
            T.writes(C[v_i, v_j])
            with T.init():
                C[v_i, v_j] = T.float32(0.0)
            C[v_i, v_j] = C[v_i, v_j] + A[v_i, v_k] * B[v_k, v_j]
    for i, ko, ki in T.grid(16, 4, 4):
        with T.sblock("D"):
            vi = T.axis.spatial(16, i)
            vk = T.axis.reduce(15, ko * 4 + ki)
            T.where(ko * 4 + ki < 15)
            T.reads(C[vi, vk])
            T.writes(D[vi])
            T.sblock_attr({"meta": 1})
            E = T.sblock_alloc_buffer((2,), scope="local")
            with T.init():
                D[vi] = T.float32(0.0)
            cse_v1: T.let[T.float32] = C[vi, vk] * T.float32(2.0)
            E[0] = cse_v1
            D[vi] = D[vi] + E[0] + cse_v1
