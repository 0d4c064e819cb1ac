# tensor-cse case `mha_mask_tensor` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(Q: T.Buffer((2, 8, 16), "float32"), K: T.Buffer((2, 8, 16), "float32"), V: T.Buffer((2, 8, 16), "float32"), Mask: T.Buffer((8, 8), "float32"), dO: T.Buffer((2, 8, 16), "float32"), dQ: T.Buffer((2, 8, 16), "float32"), dK: T.Buffer((2, 8, 16), "float32"), dV: T.Buffer((2, 8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        S = T.sblock_alloc_buffer((2, 8, 8))
        s_max = T.sblock_alloc_buffer((2, 8))
        e = T.sblock_alloc_buffer((2, 8, 8))
        e_sum = T.sblock_alloc_buffer((2, 8))
        P = T.sblock_alloc_buffer((2, 8, 8))
        dP = T.sblock_alloc_buffer((2, 8, 8))
        dot = T.sblock_alloc_buffer((2, 8))
        dS = T.sblock_alloc_buffer((2, 8, 8))
        for h, i, j, d in T.grid(2, 8, 8, 16):
            with T.sblock("S"):
                v_h, v_i, v_j, v_d = T.axis.remap("SSSR", [h, i, j, d])
                T.reads(Q[v_h, v_i, v_d], K[v_h, v_j, v_d])
                T.writes(S[v_h, v_i, v_j])
                with T.init():
                    S[v_h, v_i, v_j] = T.float32(0.0)
                S[v_h, v_i, v_j] = S[v_h, v_i, v_j] + Q[v_h, v_i, v_d] * K[v_h, v_j, v_d]
        for h, i, j in T.grid(2, 8, 8):
            with T.sblock("s_max"):
                v_h, v_i, v_j = T.axis.remap("SSR", [h, i, j])
                T.reads(S[v_h, v_i, v_j], Mask[v_i, v_j])
                T.writes(s_max[v_h, v_i])
                with T.init():
                    s_max[v_h, v_i] = T.float32(-340282346638528859811704183484516925440.0)
                s_max[v_h, v_i] = T.max(s_max[v_h, v_i], S[v_h, v_i, v_j] * T.float32(0.25) + Mask[v_i, v_j])
        for h, i, jj in T.grid(2, 8, 8):
            with T.sblock("e"):
                v_h, v_i, v_jj = T.axis.remap("SSS", [h, i, jj])
                T.reads(S[v_h, v_i, v_jj], Mask[v_i, v_jj], s_max[v_h, v_i])
                T.writes(e[v_h, v_i, v_jj])
                e[v_h, v_i, v_jj] = T.exp(S[v_h, v_i, v_jj] * T.float32(0.25) + Mask[v_i, v_jj] - s_max[v_h, v_i])
        for h, i, j in T.grid(2, 8, 8):
            with T.sblock("e_sum"):
                v_h, v_i, v_j = T.axis.remap("SSR", [h, i, j])
                T.reads(e[v_h, v_i, v_j])
                T.writes(e_sum[v_h, v_i])
                with T.init():
                    e_sum[v_h, v_i] = T.float32(0.0)
                e_sum[v_h, v_i] = e_sum[v_h, v_i] + e[v_h, v_i, v_j]
        for h, i, jj in T.grid(2, 8, 8):
            with T.sblock("P"):
                v_h, v_i, v_jj = T.axis.remap("SSS", [h, i, jj])
                T.reads(e[v_h, v_i, v_jj], e_sum[v_h, v_i])
                T.writes(P[v_h, v_i, v_jj])
                P[v_h, v_i, v_jj] = e[v_h, v_i, v_jj] / e_sum[v_h, v_i]
        for h, i_, j_, e_1 in T.grid(2, 8, 8, 16):
            with T.sblock("dP"):
                v_h, v_i_, v_j_, v_e = T.axis.remap("SSSR", [h, i_, j_, e_1])
                T.reads(dO[v_h, v_i_, v_e], V[v_h, v_j_, v_e])
                T.writes(dP[v_h, v_i_, v_j_])
                with T.init():
                    dP[v_h, v_i_, v_j_] = T.float32(0.0)
                dP[v_h, v_i_, v_j_] = dP[v_h, v_i_, v_j_] + dO[v_h, v_i_, v_e] * V[v_h, v_j_, v_e]
        for h, i_, j in T.grid(2, 8, 8):
            with T.sblock("dot"):
                v_h, v_i_, v_j = T.axis.remap("SSR", [h, i_, j])
                T.reads(dP[v_h, v_i_, v_j], P[v_h, v_i_, v_j])
                T.writes(dot[v_h, v_i_])
                with T.init():
                    dot[v_h, v_i_] = T.float32(0.0)
                dot[v_h, v_i_] = dot[v_h, v_i_] + dP[v_h, v_i_, v_j] * P[v_h, v_i_, v_j]
        for h, i_, j_ in T.grid(2, 8, 8):
            with T.sblock("dS"):
                v_h, v_i_, v_j_ = T.axis.remap("SSS", [h, i_, j_])
                T.reads(P[v_h, v_i_, v_j_], dP[v_h, v_i_, v_j_], dot[v_h, v_i_])
                T.writes(dS[v_h, v_i_, v_j_])
                dS[v_h, v_i_, v_j_] = P[v_h, v_i_, v_j_] * (dP[v_h, v_i_, v_j_] - dot[v_h, v_i_]) * T.float32(0.25)
        for h, i_, d, j in T.grid(2, 8, 16, 8):
            with T.sblock("dQ"):
                v_h, v_i_, v_d, v_j = T.axis.remap("SSSR", [h, i_, d, j])
                T.reads(dS[v_h, v_i_, v_j], K[v_h, v_j, v_d])
                T.writes(dQ[v_h, v_i_, v_d])
                with T.init():
                    dQ[v_h, v_i_, v_d] = T.float32(0.0)
                dQ[v_h, v_i_, v_d] = dQ[v_h, v_i_, v_d] + dS[v_h, v_i_, v_j] * K[v_h, v_j, v_d]
        for h, j_, d, i in T.grid(2, 8, 16, 8):
            with T.sblock("dK"):
                v_h, v_j_, v_d, v_i = T.axis.remap("SSSR", [h, j_, d, i])
                T.reads(dS[v_h, v_i, v_j_], Q[v_h, v_i, v_d])
                T.writes(dK[v_h, v_j_, v_d])
                with T.init():
                    dK[v_h, v_j_, v_d] = T.float32(0.0)
                dK[v_h, v_j_, v_d] = dK[v_h, v_j_, v_d] + dS[v_h, v_i, v_j_] * Q[v_h, v_i, v_d]
        for h, j_, e_, i in T.grid(2, 8, 16, 8):
            with T.sblock("dV"):
                v_h, v_j_, v_e_, v_i = T.axis.remap("SSSR", [h, j_, e_, i])
                T.reads(P[v_h, v_i, v_j_], dO[v_h, v_i, v_e_])
                T.writes(dV[v_h, v_j_, v_e_])
                with T.init():
                    dV[v_h, v_j_, v_e_] = T.float32(0.0)
                dV[v_h, v_j_, v_e_] = dV[v_h, v_j_, v_e_] + P[v_h, v_i, v_j_] * dO[v_h, v_i, v_e_]

    @T.prim_func(s_tir=True)
    def forward(Q: T.Buffer((2, 8, 16), "float32"), K: T.Buffer((2, 8, 16), "float32"), V: T.Buffer((2, 8, 16), "float32"), Mask: T.Buffer((8, 8), "float32"), O: T.Buffer((2, 8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        S = T.sblock_alloc_buffer((2, 8, 8))
        s_max = T.sblock_alloc_buffer((2, 8))
        e = T.sblock_alloc_buffer((2, 8, 8))
        e_sum = T.sblock_alloc_buffer((2, 8))
        P = T.sblock_alloc_buffer((2, 8, 8))
        for h, i, j, d in T.grid(2, 8, 8, 16):
            with T.sblock("S"):
                v_h, v_i, v_j, v_d = T.axis.remap("SSSR", [h, i, j, d])
                T.reads(Q[v_h, v_i, v_d], K[v_h, v_j, v_d])
                T.writes(S[v_h, v_i, v_j])
                with T.init():
                    S[v_h, v_i, v_j] = T.float32(0.0)
                S[v_h, v_i, v_j] = S[v_h, v_i, v_j] + Q[v_h, v_i, v_d] * K[v_h, v_j, v_d]
        for h, i, j in T.grid(2, 8, 8):
            with T.sblock("s_max"):
                v_h, v_i, v_j = T.axis.remap("SSR", [h, i, j])
                T.reads(S[v_h, v_i, v_j], Mask[v_i, v_j])
                T.writes(s_max[v_h, v_i])
                with T.init():
                    s_max[v_h, v_i] = T.float32(-340282346638528859811704183484516925440.0)
                s_max[v_h, v_i] = T.max(s_max[v_h, v_i], S[v_h, v_i, v_j] * T.float32(0.25) + Mask[v_i, v_j])
        for h, i, jj in T.grid(2, 8, 8):
            with T.sblock("e"):
                v_h, v_i, v_jj = T.axis.remap("SSS", [h, i, jj])
                T.reads(S[v_h, v_i, v_jj], Mask[v_i, v_jj], s_max[v_h, v_i])
                T.writes(e[v_h, v_i, v_jj])
                e[v_h, v_i, v_jj] = T.exp(S[v_h, v_i, v_jj] * T.float32(0.25) + Mask[v_i, v_jj] - s_max[v_h, v_i])
        for h, i, j in T.grid(2, 8, 8):
            with T.sblock("e_sum"):
                v_h, v_i, v_j = T.axis.remap("SSR", [h, i, j])
                T.reads(e[v_h, v_i, v_j])
                T.writes(e_sum[v_h, v_i])
                with T.init():
                    e_sum[v_h, v_i] = T.float32(0.0)
                e_sum[v_h, v_i] = e_sum[v_h, v_i] + e[v_h, v_i, v_j]
        for h, i, jj in T.grid(2, 8, 8):
            with T.sblock("P"):
                v_h, v_i, v_jj = T.axis.remap("SSS", [h, i, jj])
                T.reads(e[v_h, v_i, v_jj], e_sum[v_h, v_i])
                T.writes(P[v_h, v_i, v_jj])
                P[v_h, v_i, v_jj] = e[v_h, v_i, v_jj] / e_sum[v_h, v_i]
        for h, i, e_, j in T.grid(2, 8, 16, 8):
            with T.sblock("O"):
                v_h, v_i, v_e_, v_j = T.axis.remap("SSSR", [h, i, e_, j])
                T.reads(P[v_h, v_i, v_j], V[v_h, v_j, v_e_])
                T.writes(O[v_h, v_i, v_e_])
                with T.init():
                    O[v_h, v_i, v_e_] = T.float32(0.0)
                O[v_h, v_i, v_e_] = O[v_h, v_i, v_e_] + P[v_h, v_i, v_j] * V[v_h, v_j, v_e_]