# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(x: T.Buffer(("n", "m"), "float32"), T_softmax_norm: T.Buffer((n, m), "float32")):
        n, m = T.int32(), T.int32()
        T.func_attr({"target": T.target({"host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}), "tirx.noalias": True})
        T_softmax_maxelem = T.alloc_buffer((n,))
        T_softmax_exp = T.alloc_buffer((n * m,))
        x_1 = x.view(n * m)
        T_softmax_norm_1 = T_softmax_norm.view(n * m)
        T_softmax_maxelem_1 = T.decl_buffer((n,), data=T_softmax_maxelem.data)
        for i0, k_0 in T.grid(n, (m + 3) // 4):
            if k_0 * 4 < m:
                if k_0 == 0:
                    T_softmax_maxelem[i0] = T.float32(-3.4028234663852886e38)
                T_softmax_maxelem[i0] = T.max(T_softmax_maxelem[i0], x_1[k_0 * 4 + i0 * m])
            if k_0 * 4 + 1 < m:
                T_softmax_maxelem[i0] = T.max(T_softmax_maxelem[i0], x_1[k_0 * 4 + i0 * m + 1])
            if k_0 * 4 + 2 < m:
                T_softmax_maxelem[i0] = T.max(T_softmax_maxelem[i0], x_1[k_0 * 4 + i0 * m + 2])
            if k_0 * 4 + 3 < m:
                T_softmax_maxelem[i0] = T.max(T_softmax_maxelem[i0], x_1[k_0 * 4 + i0 * m + 3])
        for i0, i1 in T.grid(n, m):
            T_softmax_exp[i0 * m + i1] = T.exp(x_1[i0 * m + i1] - T_softmax_maxelem[i0])
        for i0, k_0 in T.grid(n, (m + 3) // 4):
            if k_0 * 4 < m:
                if k_0 == 0:
                    T_softmax_maxelem_1[i0] = T.float32(0.0)
                T_softmax_maxelem_1[i0] = T_softmax_maxelem_1[i0] + T_softmax_exp[k_0 * 4 + i0 * m]
            if k_0 * 4 + 1 < m:
                T_softmax_maxelem_1[i0] = T_softmax_maxelem_1[i0] + T_softmax_exp[k_0 * 4 + i0 * m + 1]
            if k_0 * 4 + 2 < m:
                T_softmax_maxelem_1[i0] = T_softmax_maxelem_1[i0] + T_softmax_exp[k_0 * 4 + i0 * m + 2]
            if k_0 * 4 + 3 < m:
                T_softmax_maxelem_1[i0] = T_softmax_maxelem_1[i0] + T_softmax_exp[k_0 * 4 + i0 * m + 3]
        for i0, i1_0 in T.grid(n, (m + 3) // 4):
            if i1_0 * 4 < m:
                T_softmax_norm_1[i1_0 * 4 + i0 * m] = T_softmax_exp[i1_0 * 4 + i0 * m] / T_softmax_maxelem_1[i0]
            if i1_0 * 4 + 1 < m:
                T_softmax_norm_1[i1_0 * 4 + i0 * m + 1] = T_softmax_exp[i1_0 * 4 + i0 * m + 1] / T_softmax_maxelem_1[i0]
            if i1_0 * 4 + 2 < m:
                T_softmax_norm_1[i1_0 * 4 + i0 * m + 2] = T_softmax_exp[i1_0 * 4 + i0 * m + 2] / T_softmax_maxelem_1[i0]
            if i1_0 * 4 + 3 < m:
                T_softmax_norm_1[i1_0 * 4 + i0 * m + 3] = T_softmax_exp[i1_0 * 4 + i0 * m + 3] / T_softmax_maxelem_1[i0]
