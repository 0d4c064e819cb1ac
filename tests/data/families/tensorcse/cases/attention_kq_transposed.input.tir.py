# tensor-cse case `attention_kq_transposed` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(Q: T.Buffer((8, 16), "float32"), K: T.Buffer((8, 16), "float32"), V: T.Buffer((8, 16), "float32"), dO: T.Buffer((8, 16), "float32"), dQ: T.Buffer((8, 16), "float32"), dK: T.Buffer((8, 16), "float32"), dV: T.Buffer((8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        St = T.sblock_alloc_buffer((8, 8))
        s_max = T.sblock_alloc_buffer((8,))
        et = T.sblock_alloc_buffer((8, 8))
        e_sum = T.sblock_alloc_buffer((8,))
        PT = T.sblock_alloc_buffer((8, 8))
        dPT = T.sblock_alloc_buffer((8, 8))
        dot = T.sblock_alloc_buffer((8,))
        dST = T.sblock_alloc_buffer((8, 8))
        for j, i, d in T.grid(8, 8, 16):
            with T.sblock("St"):
                v_j, v_i, v_d = T.axis.remap("SSR", [j, i, d])
                T.reads(K[v_j, v_d], Q[v_i, v_d])
                T.writes(St[v_j, v_i])
                with T.init():
                    St[v_j, v_i] = T.float32(0.0)
                St[v_j, v_i] = St[v_j, v_i] + K[v_j, v_d] * Q[v_i, v_d]
        for i, j in T.grid(8, 8):
            with T.sblock("s_max"):
                v_i, v_j = T.axis.remap("SR", [i, j])
                T.reads(St[v_j, v_i])
                T.writes(s_max[v_i])
                with T.init():
                    s_max[v_i] = T.float32(-340282346638528859811704183484516925440.0)
                s_max[v_i] = T.max(s_max[v_i], St[v_j, v_i] * T.float32(0.25))
        for jj, i in T.grid(8, 8):
            with T.sblock("et"):
                v_jj, v_i = T.axis.remap("SS", [jj, i])
                T.reads(St[v_jj, v_i], s_max[v_i])
                T.writes(et[v_jj, v_i])
                et[v_jj, v_i] = T.exp(St[v_jj, v_i] * T.float32(0.25) - s_max[v_i])
        for i, j in T.grid(8, 8):
            with T.sblock("e_sum"):
                v_i, v_j = T.axis.remap("SR", [i, j])
                T.reads(et[v_j, v_i])
                T.writes(e_sum[v_i])
                with T.init():
                    e_sum[v_i] = T.float32(0.0)
                e_sum[v_i] = e_sum[v_i] + et[v_j, v_i]
        for jj, i in T.grid(8, 8):
            with T.sblock("PT"):
                v_jj, v_i = T.axis.remap("SS", [jj, i])
                T.reads(et[v_jj, v_i], e_sum[v_i])
                T.writes(PT[v_jj, v_i])
                PT[v_jj, v_i] = et[v_jj, v_i] / e_sum[v_i]
        for j, i_, e in T.grid(8, 8, 16):
            with T.sblock("dPT"):
                v_j, v_i_, v_e = T.axis.remap("SSR", [j, i_, e])
                T.reads(V[v_j, v_e], dO[v_i_, v_e])
                T.writes(dPT[v_j, v_i_])
                with T.init():
                    dPT[v_j, v_i_] = T.float32(0.0)
                dPT[v_j, v_i_] = dPT[v_j, v_i_] + V[v_j, v_e] * dO[v_i_, v_e]
        for i_, j in T.grid(8, 8):
            with T.sblock("dot"):
                v_i_, v_j = T.axis.remap("SR", [i_, j])
                T.reads(dPT[v_j, v_i_], PT[v_j, v_i_])
                T.writes(dot[v_i_])
                with T.init():
                    dot[v_i_] = T.float32(0.0)
                dot[v_i_] = dot[v_i_] + dPT[v_j, v_i_] * PT[v_j, v_i_]
        for j, i_ in T.grid(8, 8):
            with T.sblock("dST"):
                v_j, v_i_ = T.axis.remap("SS", [j, i_])
                T.reads(PT[v_j, v_i_], dPT[v_j, v_i_], dot[v_i_])
                T.writes(dST[v_j, v_i_])
                dST[v_j, v_i_] = PT[v_j, v_i_] * (dPT[v_j, v_i_] - dot[v_i_]) * T.float32(0.25)
        for i_, d, j in T.grid(8, 16, 8):
            with T.sblock("dQ"):
                v_i_, v_d, v_j = T.axis.remap("SSR", [i_, d, j])
                T.reads(dST[v_j, v_i_], K[v_j, v_d])
                T.writes(dQ[v_i_, v_d])
                with T.init():
                    dQ[v_i_, v_d] = T.float32(0.0)
                dQ[v_i_, v_d] = dQ[v_i_, v_d] + dST[v_j, v_i_] * K[v_j, v_d]
        for j, d, i in T.grid(8, 16, 8):
            with T.sblock("dK"):
                v_j, v_d, v_i = T.axis.remap("SSR", [j, d, i])
                T.reads(dST[v_j, v_i], Q[v_i, v_d])
                T.writes(dK[v_j, v_d])
                with T.init():
                    dK[v_j, v_d] = T.float32(0.0)
                dK[v_j, v_d] = dK[v_j, v_d] + dST[v_j, v_i] * Q[v_i, v_d]
        for j, e_, i in T.grid(8, 16, 8):
            with T.sblock("dV"):
                v_j, v_e_, v_i = T.axis.remap("SSR", [j, e_, i])
                T.reads(PT[v_j, v_i], dO[v_i, v_e_])
                T.writes(dV[v_j, v_e_])
                with T.init():
                    dV[v_j, v_e_] = T.float32(0.0)
                dV[v_j, v_e_] = dV[v_j, v_e_] + PT[v_j, v_i] * dO[v_i, v_e_]

    @T.prim_func(s_tir=True)
    def forward(Q: T.Buffer((8, 16), "float32"), K: T.Buffer((8, 16), "float32"), V: T.Buffer((8, 16), "float32"), O: T.Buffer((8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        S = T.sblock_alloc_buffer((8, 8))
        s_max = T.sblock_alloc_buffer((8,))
        e = T.sblock_alloc_buffer((8, 8))
        e_sum = T.sblock_alloc_buffer((8,))
        P = T.sblock_alloc_buffer((8, 8))
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
        for i, e_, j in T.grid(8, 16, 8):
            with T.sblock("O"):
                v_i, v_e_, v_j = T.axis.remap("SSR", [i, e_, j])
                T.reads(P[v_i, v_j], V[v_j, v_e_])
                T.writes(O[v_i, v_e_])
                with T.init():
                    O[v_i, v_e_] = T.float32(0.0)
                O[v_i, v_e_] = O[v_i, v_e_] + P[v_i, v_j] * V[v_j, v_e_]