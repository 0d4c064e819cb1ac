# tensor-cse case `attention_dropout` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(Q: T.Buffer((8, 16), "float32"), K: T.Buffer((8, 16), "float32"), V: T.Buffer((8, 16), "float32"), Drop: T.Buffer((8, 8), "float32"), dO: T.Buffer((8, 16), "float32"), dQ: T.Buffer((8, 16), "float32"), dK: T.Buffer((8, 16), "float32"), dV: T.Buffer((8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        S = T.sblock_alloc_buffer((8, 8))
        s_max = T.sblock_alloc_buffer((8,))
        e = T.sblock_alloc_buffer((8, 8))
        e_sum = T.sblock_alloc_buffer((8,))
        P = T.sblock_alloc_buffer((8, 8))
        dPd = T.sblock_alloc_buffer((8, 8))
        dP = T.sblock_alloc_buffer((8, 8))
        dot = T.sblock_alloc_buffer((8,))
        dS = T.sblock_alloc_buffer((8, 8))
        Pd = T.sblock_alloc_buffer((8, 8))
        for i, j, d in T.grid(8, 8, 16):
            with T.sblock("S"):
                v_i, v_j, v_d = T.axis.remap("SSR", [i, j, d])
                T.reads(Q[v_i, v_d], K[v_j, v_d])
                T.writes(S[v_i, v_j])
                with T.init():
                    S[v_i, v_j] = T.float32(0.0)
                S[v_i, v_j] = S[v_i, v_j] + Q[v_i, v_d] * K[v_j, v_d]
        for i, j in T.grid(8, 8):
            with T.sblock("s_max"):
                v_i, v_j = T.axis.remap("SR", [i, j])
                T.reads(S[v_i, v_j])
                T.writes(s_max[v_i])
                with T.init():
                    s_max[v_i] = T.float32(-340282346638528859811704183484516925440.0)
                s_max[v_i] = T.max(s_max[v_i], S[v_i, v_j] * T.float32(0.25))
        for i, jj in T.grid(8, 8):
            with T.sblock("e"):
                v_i, v_jj = T.axis.remap("SS", [i, jj])
                T.reads(S[v_i, v_jj], s_max[v_i])
                T.writes(e[v_i, v_jj])
                e[v_i, v_jj] = T.exp(S[v_i, v_jj] * T.float32(0.25) - s_max[v_i])
        for i, j in T.grid(8, 8):
            with T.sblock("e_sum"):
                v_i, v_j = T.axis.remap("SR", [i, j])
                T.reads(e[v_i, v_j])
                T.writes(e_sum[v_i])
                with T.init():
                    e_sum[v_i] = T.float32(0.0)
                e_sum[v_i] = e_sum[v_i] + e[v_i, v_j]
        for i, jj in T.grid(8, 8):
            with T.sblock("P"):
                v_i, v_jj = T.axis.remap("SS", [i, jj])
                T.reads(e[v_i, v_jj], e_sum[v_i])
                T.writes(P[v_i, v_jj])
                P[v_i, v_jj] = e[v_i, v_jj] / e_sum[v_i]
        for i_, j_, e_1 in T.grid(8, 8, 16):
            with T.sblock("dPd"):
                v_i_, v_j_, v_e = T.axis.remap("SSR", [i_, j_, e_1])
                T.reads(dO[v_i_, v_e], V[v_j_, v_e])
                T.writes(dPd[v_i_, v_j_])
                with T.init():
                    dPd[v_i_, v_j_] = T.float32(0.0)
                dPd[v_i_, v_j_] = dPd[v_i_, v_j_] + dO[v_i_, v_e] * V[v_j_, v_e]
        for i_, j_ in T.grid(8, 8):
            with T.sblock("dP"):
                v_i_, v_j_ = T.axis.remap("SS", [i_, j_])
                T.reads(dPd[v_i_, v_j_], Drop[v_i_, v_j_])
                T.writes(dP[v_i_, v_j_])
                dP[v_i_, v_j_] = dPd[v_i_, v_j_] * Drop[v_i_, v_j_] * T.float32(1.25)
        for i_, j in T.grid(8, 8):
            with T.sblock("dot"):
                v_i_, v_j = T.axis.remap("SR", [i_, j])
                T.reads(dP[v_i_, v_j], P[v_i_, v_j])
                T.writes(dot[v_i_])
                with T.init():
                    dot[v_i_] = T.float32(0.0)
                dot[v_i_] = dot[v_i_] + dP[v_i_, v_j] * P[v_i_, v_j]
        for i_, j_ in T.grid(8, 8):
            with T.sblock("dS"):
                v_i_, v_j_ = T.axis.remap("SS", [i_, j_])
                T.reads(P[v_i_, v_j_], dP[v_i_, v_j_], dot[v_i_])
                T.writes(dS[v_i_, v_j_])
                dS[v_i_, v_j_] = P[v_i_, v_j_] * (dP[v_i_, v_j_] - dot[v_i_]) * T.float32(0.25)
        for i_, d, j in T.grid(8, 16, 8):
            with T.sblock("dQ"):
                v_i_, v_d, v_j = T.axis.remap("SSR", [i_, d, j])
                T.reads(dS[v_i_, v_j], K[v_j, v_d])
                T.writes(dQ[v_i_, v_d])
                with T.init():
                    dQ[v_i_, v_d] = T.float32(0.0)
                dQ[v_i_, v_d] = dQ[v_i_, v_d] + dS[v_i_, v_j] * K[v_j, v_d]
        for j_, d, i in T.grid(8, 16, 8):
            with T.sblock("dK"):
                v_j_, v_d, v_i = T.axis.remap("SSR", [j_, d, i])
                T.reads(dS[v_i, v_j_], Q[v_i, v_d])
                T.writes(dK[v_j_, v_d])
                with T.init():
                    dK[v_j_, v_d] = T.float32(0.0)
                dK[v_j_, v_d] = dK[v_j_, v_d] + dS[v_i, v_j_] * Q[v_i, v_d]
        for i, j in T.grid(8, 8):
            with T.sblock("Pd"):
                v_i, v_j = T.axis.remap("SS", [i, j])
                T.reads(P[v_i, v_j], Drop[v_i, v_j])
                T.writes(Pd[v_i, v_j])
                Pd[v_i, v_j] = P[v_i, v_j] * Drop[v_i, v_j] * T.float32(1.25)
        for j_, e_, i in T.grid(8, 16, 8):
            with T.sblock("dV"):
                v_j_, v_e_, v_i = T.axis.remap("SSR", [j_, e_, i])
                T.reads(Pd[v_i, v_j_], dO[v_i, v_e_])
                T.writes(dV[v_j_, v_e_])
                with T.init():
                    dV[v_j_, v_e_] = T.float32(0.0)
                dV[v_j_, v_e_] = dV[v_j_, v_e_] + Pd[v_i, v_j_] * dO[v_i, v_e_]

    @T.prim_func(s_tir=True)
    def forward(Q: T.Buffer((8, 16), "float32"), K: T.Buffer((8, 16), "float32"), V: T.Buffer((8, 16), "float32"), Drop: T.Buffer((8, 8), "float32"), O: T.Buffer((8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        S = T.sblock_alloc_buffer((8, 8))
        s_max = T.sblock_alloc_buffer((8,))
        e = T.sblock_alloc_buffer((8, 8))
        e_sum = T.sblock_alloc_buffer((8,))
        P = T.sblock_alloc_buffer((8, 8))
        Pd = T.sblock_alloc_buffer((8, 8))
        for i, j, d in T.grid(8, 8, 16):
            with T.sblock("S"):
                v_i, v_j, v_d = T.axis.remap("SSR", [i, j, d])
                T.reads(Q[v_i, v_d], K[v_j, v_d])
                T.writes(S[v_i, v_j])
                with T.init():
                    S[v_i, v_j] = T.float32(0.0)
                S[v_i, v_j] = S[v_i, v_j] + Q[v_i, v_d] * K[v_j, v_d]
        for i, j in T.grid(8, 8):
            with T.sblock("s_max"):
                v_i, v_j = T.axis.remap("SR", [i, j])
                T.reads(S[v_i, v_j])
                T.writes(s_max[v_i])
                with T.init():
                    s_max[v_i] = T.float32(-340282346638528859811704183484516925440.0)
                s_max[v_i] = T.max(s_max[v_i], S[v_i, v_j] * T.float32(0.25))
        for i, jj in T.grid(8, 8):
            with T.sblock("e"):
                v_i, v_jj = T.axis.remap("SS", [i, jj])
                T.reads(S[v_i, v_jj], s_max[v_i])
                T.writes(e[v_i, v_jj])
                e[v_i, v_jj] = T.exp(S[v_i, v_jj] * T.float32(0.25) - s_max[v_i])
        for i, j in T.grid(8, 8):
            with T.sblock("e_sum"):
                v_i, v_j = T.axis.remap("SR", [i, j])
                T.reads(e[v_i, v_j])
                T.writes(e_sum[v_i])
                with T.init():
                    e_sum[v_i] = T.float32(0.0)
                e_sum[v_i] = e_sum[v_i] + e[v_i, v_j]
        for i, jj in T.grid(8, 8):
            with T.sblock("P"):
                v_i, v_jj = T.axis.remap("SS", [i, jj])
                T.reads(e[v_i, v_jj], e_sum[v_i])
                T.writes(P[v_i, v_jj])
                P[v_i, v_jj] = e[v_i, v_jj] / e_sum[v_i]
        for i, j in T.grid(8, 8):
            with T.sblock("Pd"):
                v_i, v_j = T.axis.remap("SS", [i, j])
                T.reads(P[v_i, v_j], Drop[v_i, v_j])
                T.writes(Pd[v_i, v_j])
                Pd[v_i, v_j] = P[v_i, v_j] * Drop[v_i, v_j] * T.float32(1.25)
        for i, e_, j in T.grid(8, 16, 8):
            with T.sblock("O"):
                v_i, v_e_, v_j = T.axis.remap("SSR", [i, e_, j])
                T.reads(Pd[v_i, v_j], V[v_j, v_e_])
                T.writes(O[v_i, v_e_])
                with T.init():
                    O[v_i, v_e_] = T.float32(0.0)
                O[v_i, v_e_] = O[v_i, v_e_] + Pd[v_i, v_j] * V[v_j, v_e_]