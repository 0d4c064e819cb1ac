# tensor-cse case `log_softmax_mid_axis` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((2, 8, 16), "float32"), dY: T.Buffer((2, 8, 16), "float32"), dX: T.Buffer((2, 8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_max = T.sblock_alloc_buffer((2, 16))
        e_sum = T.sblock_alloc_buffer((2, 16))
        sdy = T.sblock_alloc_buffer((2, 16))
        for b, l, c in T.grid(2, 16, 8):
            with T.sblock("x_max"):
                v_b, v_l, v_c = T.axis.remap("SSR", [b, l, c])
                T.reads(X[v_b, v_c, v_l])
                T.writes(x_max[v_b, v_l])
                with T.init():
                    x_max[v_b, v_l] = T.float32(-340282346638528859811704183484516925440.0)
                x_max[v_b, v_l] = T.max(x_max[v_b, v_l], X[v_b, v_c, v_l])
        for b, l, c in T.grid(2, 16, 8):
            with T.sblock("e_sum"):
                v_b, v_l, v_c = T.axis.remap("SSR", [b, l, c])
                T.reads(X[v_b, v_c, v_l], x_max[v_b, v_l])
                T.writes(e_sum[v_b, v_l])
                with T.init():
                    e_sum[v_b, v_l] = T.float32(0.0)
                e_sum[v_b, v_l] = e_sum[v_b, v_l] + T.exp(X[v_b, v_c, v_l] - x_max[v_b, v_l])
        for b, l, c in T.grid(2, 16, 8):
            with T.sblock("sdy"):
                v_b, v_l, v_c = T.axis.remap("SSR", [b, l, c])
                T.reads(dY[v_b, v_c, v_l])
                T.writes(sdy[v_b, v_l])
                with T.init():
                    sdy[v_b, v_l] = T.float32(0.0)
                sdy[v_b, v_l] = sdy[v_b, v_l] + dY[v_b, v_c, v_l]
        for b, ch, l in T.grid(2, 8, 16):
            with T.sblock("dX"):
                v_b, v_ch, v_l = T.axis.remap("SSS", [b, ch, l])
                T.reads(dY[v_b, v_ch, v_l], X[v_b, v_ch, v_l], x_max[v_b, v_l], e_sum[v_b, v_l], sdy[v_b, v_l])
                T.writes(dX[v_b, v_ch, v_l])
                dX[v_b, v_ch, v_l] = dY[v_b, v_ch, v_l] - T.exp(X[v_b, v_ch, v_l] - x_max[v_b, v_l] - T.log(e_sum[v_b, v_l])) * sdy[v_b, v_l]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((2, 8, 16), "float32"), Y: T.Buffer((2, 8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_max = T.sblock_alloc_buffer((2, 16))
        e_sum = T.sblock_alloc_buffer((2, 16))
        for b, l, c in T.grid(2, 16, 8):
            with T.sblock("x_max"):
                v_b, v_l, v_c = T.axis.remap("SSR", [b, l, c])
                T.reads(X[v_b, v_c, v_l])
                T.writes(x_max[v_b, v_l])
                with T.init():
                    x_max[v_b, v_l] = T.float32(-340282346638528859811704183484516925440.0)
                x_max[v_b, v_l] = T.max(x_max[v_b, v_l], X[v_b, v_c, v_l])
        for b, l, c in T.grid(2, 16, 8):
            with T.sblock("e_sum"):
                v_b, v_l, v_c = T.axis.remap("SSR", [b, l, c])
                T.reads(X[v_b, v_c, v_l], x_max[v_b, v_l])
                T.writes(e_sum[v_b, v_l])
                with T.init():
                    e_sum[v_b, v_l] = T.float32(0.0)
                e_sum[v_b, v_l] = e_sum[v_b, v_l] + T.exp(X[v_b, v_c, v_l] - x_max[v_b, v_l])
        for b, ch, l in T.grid(2, 8, 16):
            with T.sblock("Y"):
                v_b, v_ch, v_l = T.axis.remap("SSS", [b, ch, l])
                T.reads(X[v_b, v_ch, v_l], x_max[v_b, v_l], e_sum[v_b, v_l])
                T.writes(Y[v_b, v_ch, v_l])
                Y[v_b, v_ch, v_l] = X[v_b, v_ch, v_l] - x_max[v_b, v_l] - T.log(e_sum[v_b, v_l])