# tensor-cse case `causal_log_softmax_heads` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(S: T.Buffer((2, 8, 8), "float32"), dY: T.Buffer((2, 8, 8), "float32"), dS: T.Buffer((2, 8, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        z_max = T.sblock_alloc_buffer((2, 8))
        e_sum = T.sblock_alloc_buffer((2, 8))
        sdy = T.sblock_alloc_buffer((2, 8))
        for h, i, j in T.grid(2, 8, 8):
            with T.sblock("z_max"):
                v_h, v_i, v_j = T.axis.remap("SSR", [h, i, j])
                T.reads(S[v_h, v_i, v_j])
                T.writes(z_max[v_h, v_i])
                with T.init():
                    z_max[v_h, v_i] = T.float32(-340282346638528859811704183484516925440.0)
                z_max[v_h, v_i] = T.max(z_max[v_h, v_i], T.if_then_else(v_j <= v_i, S[v_h, v_i, v_j] * T.float32(0.25), T.float32(-10000.0)))
        for h, i, j in T.grid(2, 8, 8):
            with T.sblock("e_sum"):
                v_h, v_i, v_j = T.axis.remap("SSR", [h, i, j])
                T.reads(S[v_h, v_i, v_j], z_max[v_h, v_i])
                T.writes(e_sum[v_h, v_i])
                with T.init():
                    e_sum[v_h, v_i] = T.float32(0.0)
                e_sum[v_h, v_i] = e_sum[v_h, v_i] + T.exp(T.if_then_else(v_j <= v_i, S[v_h, v_i, v_j] * T.float32(0.25), T.float32(-10000.0)) - z_max[v_h, v_i])
        for h, i, j in T.grid(2, 8, 8):
            with T.sblock("sdy"):
                v_h, v_i, v_j = T.axis.remap("SSR", [h, i, j])
                T.reads(dY[v_h, v_i, v_j])
                T.writes(sdy[v_h, v_i])
                with T.init():
                    sdy[v_h, v_i] = T.float32(0.0)
                sdy[v_h, v_i] = sdy[v_h, v_i] + dY[v_h, v_i, v_j]
        for h, i, j_ in T.grid(2, 8, 8):
            with T.sblock("dS"):
                v_h, v_i, v_j_ = T.axis.remap("SSS", [h, i, j_])
                T.reads(dY[v_h, v_i, v_j_], S[v_h, v_i, v_j_], z_max[v_h, v_i], e_sum[v_h, v_i], sdy[v_h, v_i])
                T.writes(dS[v_h, v_i, v_j_])
                dS[v_h, v_i, v_j_] = T.if_then_else(v_j_ <= v_i, (dY[v_h, v_i, v_j_] - T.exp(S[v_h, v_i, v_j_] * T.float32(0.25) - z_max[v_h, v_i] - T.log(e_sum[v_h, v_i])) * sdy[v_h, v_i]) * T.float32(0.25), T.float32(0.0))

    @T.prim_func(s_tir=True)
    def forward(S: T.Buffer((2, 8, 8), "float32"), Y: T.Buffer((2, 8, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        z_max = T.sblock_alloc_buffer((2, 8))
        e_sum = T.sblock_alloc_buffer((2, 8))
        for h, i, j in T.grid(2, 8, 8):
            with T.sblock("z_max"):
                v_h, v_i, v_j = T.axis.remap("SSR", [h, i, j])
                T.reads(S[v_h, v_i, v_j])
                T.writes(z_max[v_h, v_i])
                with T.init():
                    z_max[v_h, v_i] = T.float32(-340282346638528859811704183484516925440.0)
                z_max[v_h, v_i] = T.max(z_max[v_h, v_i], T.if_then_else(v_j <= v_i, S[v_h, v_i, v_j] * T.float32(0.25), T.float32(-10000.0)))
        for h, i, j in T.grid(2, 8, 8):
            with T.sblock("e_sum"):
                v_h, v_i, v_j = T.axis.remap("SSR", [h, i, j])
                T.reads(S[v_h, v_i, v_j], z_max[v_h, v_i])
                T.writes(e_sum[v_h, v_i])
                with T.init():
                    e_sum[v_h, v_i] = T.float32(0.0)
                e_sum[v_h, v_i] = e_sum[v_h, v_i] + T.exp(T.if_then_else(v_j <= v_i, S[v_h, v_i, v_j] * T.float32(0.25), T.float32(-10000.0)) - z_max[v_h, v_i])
        for h, i, j in T.grid(2, 8, 8):
            with T.sblock("Y"):
                v_h, v_i, v_j = T.axis.remap("SSS", [h, i, j])
                T.reads(S[v_h, v_i, v_j], z_max[v_h, v_i], e_sum[v_h, v_i])
                T.writes(Y[v_h, v_i, v_j])
                Y[v_h, v_i, v_j] = T.if_then_else(v_j <= v_i, S[v_h, v_i, v_j] * T.float32(0.25), T.float32(-10000.0)) - z_max[v_h, v_i] - T.log(e_sum[v_h, v_i])