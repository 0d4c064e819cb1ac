# tensor-cse case `softmax_flat_view_bwd` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((4, 64), "float32"), dY: T.Buffer((4, 64), "float32"), dX: T.Buffer((4, 64), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_max = T.sblock_alloc_buffer((4,))
        e = T.sblock_alloc_buffer((4, 64))
        e_sum = T.sblock_alloc_buffer((4,))
        y = T.sblock_alloc_buffer((4, 4, 16))
        dot = T.sblock_alloc_buffer((4,))
        for n, k in T.grid(4, 64):
            with T.sblock("x_max"):
                v_n, v_k = T.axis.remap("SR", [n, k])
                T.reads(X[v_n, v_k])
                T.writes(x_max[v_n])
                with T.init():
                    x_max[v_n] = T.float32(-340282346638528859811704183484516925440.0)
                x_max[v_n] = T.max(x_max[v_n], X[v_n, v_k])
        for n, kk in T.grid(4, 64):
            with T.sblock("e"):
                v_n, v_kk = T.axis.remap("SS", [n, kk])
                T.reads(X[v_n, v_kk], x_max[v_n])
                T.writes(e[v_n, v_kk])
                e[v_n, v_kk] = T.exp(X[v_n, v_kk] - x_max[v_n])
        for n, k in T.grid(4, 64):
            with T.sblock("e_sum"):
                v_n, v_k = T.axis.remap("SR", [n, k])
                T.reads(e[v_n, v_k])
                T.writes(e_sum[v_n])
                with T.init():
                    e_sum[v_n] = T.float32(0.0)
                e_sum[v_n] = e_sum[v_n] + e[v_n, v_k]
        for n, ch, l in T.grid(4, 4, 16):
            with T.sblock("y"):
                v_n, v_ch, v_l = T.axis.remap("SSS", [n, ch, l])
                T.reads(e[v_n, v_ch * 16 + v_l], e_sum[v_n])
                T.writes(y[v_n, v_ch, v_l])
                y[v_n, v_ch, v_l] = e[v_n, v_ch * 16 + v_l] / e_sum[v_n]
        for n, c, l in T.grid(4, 4, 16):
            with T.sblock("dot"):
                v_n, v_c, v_l = T.axis.remap("SRR", [n, c, l])
                T.reads(dY[v_n, v_c * 16 + v_l], y[v_n, v_c, v_l])
                T.writes(dot[v_n])
                with T.init():
                    dot[v_n] = T.float32(0.0)
                dot[v_n] = dot[v_n] + dY[v_n, v_c * 16 + v_l] * y[v_n, v_c, v_l]
        for n, k in T.grid(4, 64):
            with T.sblock("dX"):
                v_n, v_k = T.axis.remap("SS", [n, k])
                T.reads(y[v_n, v_k // 16, v_k % 16], dY[v_n, v_k], dot[v_n])
                T.writes(dX[v_n, v_k])
                dX[v_n, v_k] = y[v_n, v_k // 16, v_k % 16] * (dY[v_n, v_k] - dot[v_n])

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((4, 64), "float32"), Y: T.Buffer((4, 64), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_max = T.sblock_alloc_buffer((4,))
        e = T.sblock_alloc_buffer((4, 64))
        e_sum = T.sblock_alloc_buffer((4,))
        for n, k in T.grid(4, 64):
            with T.sblock("x_max"):
                v_n, v_k = T.axis.remap("SR", [n, k])
                T.reads(X[v_n, v_k])
                T.writes(x_max[v_n])
                with T.init():
                    x_max[v_n] = T.float32(-340282346638528859811704183484516925440.0)
                x_max[v_n] = T.max(x_max[v_n], X[v_n, v_k])
        for n, kk in T.grid(4, 64):
            with T.sblock("e"):
                v_n, v_kk = T.axis.remap("SS", [n, kk])
                T.reads(X[v_n, v_kk], x_max[v_n])
                T.writes(e[v_n, v_kk])
                e[v_n, v_kk] = T.exp(X[v_n, v_kk] - x_max[v_n])
        for n, k in T.grid(4, 64):
            with T.sblock("e_sum"):
                v_n, v_k = T.axis.remap("SR", [n, k])
                T.reads(e[v_n, v_k])
                T.writes(e_sum[v_n])
                with T.init():
                    e_sum[v_n] = T.float32(0.0)
                e_sum[v_n] = e_sum[v_n] + e[v_n, v_k]
        for n, k in T.grid(4, 64):
            with T.sblock("Y"):
                v_n, v_k = T.axis.remap("SS", [n, k])
                T.reads(e[v_n, v_k], e_sum[v_n])
                T.writes(Y[v_n, v_k])
                Y[v_n, v_k] = e[v_n, v_k] / e_sum[v_n]