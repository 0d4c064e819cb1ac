# tensor-cse case `log_softmax_3d_temp_div` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((2, 4, 16), "float32"), dY: T.Buffer((2, 4, 16), "float32"), dX: T.Buffer((2, 4, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        z_max = T.sblock_alloc_buffer((2, 4))
        e_sum = T.sblock_alloc_buffer((2, 4))
        sdy = T.sblock_alloc_buffer((2, 4))
        for b, t, v in T.grid(2, 4, 16):
            with T.sblock("z_max"):
                v_b, v_t, v_v = T.axis.remap("SSR", [b, t, v])
                T.reads(X[v_b, v_t, v_v])
                T.writes(z_max[v_b, v_t])
                with T.init():
                    z_max[v_b, v_t] = T.float32(-340282346638528859811704183484516925440.0)
                z_max[v_b, v_t] = T.max(z_max[v_b, v_t], X[v_b, v_t, v_v] / T.float32(0.69999999999999996))
        for b, t, v in T.grid(2, 4, 16):
            with T.sblock("e_sum"):
                v_b, v_t, v_v = T.axis.remap("SSR", [b, t, v])
                T.reads(X[v_b, v_t, v_v], z_max[v_b, v_t])
                T.writes(e_sum[v_b, v_t])
                with T.init():
                    e_sum[v_b, v_t] = T.float32(0.0)
                e_sum[v_b, v_t] = e_sum[v_b, v_t] + T.exp(X[v_b, v_t, v_v] / T.float32(0.69999999999999996) - z_max[v_b, v_t])
        for b, t, v in T.grid(2, 4, 16):
            with T.sblock("sdy"):
                v_b, v_t, v_v = T.axis.remap("SSR", [b, t, v])
                T.reads(dY[v_b, v_t, v_v])
                T.writes(sdy[v_b, v_t])
                with T.init():
                    sdy[v_b, v_t] = T.float32(0.0)
                sdy[v_b, v_t] = sdy[v_b, v_t] + dY[v_b, v_t, v_v]
        for b, t, v_ in T.grid(2, 4, 16):
            with T.sblock("dX"):
                v_b, v_t, v_v_ = T.axis.remap("SSS", [b, t, v_])
                T.reads(dY[v_b, v_t, v_v_], X[v_b, v_t, v_v_], z_max[v_b, v_t], e_sum[v_b, v_t], sdy[v_b, v_t])
                T.writes(dX[v_b, v_t, v_v_])
                dX[v_b, v_t, v_v_] = (dY[v_b, v_t, v_v_] - T.exp(X[v_b, v_t, v_v_] / T.float32(0.69999999999999996) - z_max[v_b, v_t]) / e_sum[v_b, v_t] * sdy[v_b, v_t]) / T.float32(0.69999999999999996)

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((2, 4, 16), "float32"), Y: T.Buffer((2, 4, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        z_max = T.sblock_alloc_buffer((2, 4))
        e_sum = T.sblock_alloc_buffer((2, 4))
        for b, t, v in T.grid(2, 4, 16):
            with T.sblock("z_max"):
                v_b, v_t, v_v = T.axis.remap("SSR", [b, t, v])
                T.reads(X[v_b, v_t, v_v])
                T.writes(z_max[v_b, v_t])
                with T.init():
                    z_max[v_b, v_t] = T.float32(-340282346638528859811704183484516925440.0)
                z_max[v_b, v_t] = T.max(z_max[v_b, v_t], X[v_b, v_t, v_v] / T.float32(0.69999999999999996))
        for b, t, v in T.grid(2, 4, 16):
            with T.sblock("e_sum"):
                v_b, v_t, v_v = T.axis.remap("SSR", [b, t, v])
                T.reads(X[v_b, v_t, v_v], z_max[v_b, v_t])
                T.writes(e_sum[v_b, v_t])
                with T.init():
                    e_sum[v_b, v_t] = T.float32(0.0)
                e_sum[v_b, v_t] = e_sum[v_b, v_t] + T.exp(X[v_b, v_t, v_v] / T.float32(0.69999999999999996) - z_max[v_b, v_t])
        for b, t, v in T.grid(2, 4, 16):
            with T.sblock("Y"):
                v_b, v_t, v_v = T.axis.remap("SSS", [b, t, v])
                T.reads(X[v_b, v_t, v_v], z_max[v_b, v_t], e_sum[v_b, v_t])
                T.writes(Y[v_b, v_t, v_v])
                Y[v_b, v_t, v_v] = X[v_b, v_t, v_v] / T.float32(0.69999999999999996) - z_max[v_b, v_t] - T.log(e_sum[v_b, v_t])