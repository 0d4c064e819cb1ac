# tensor-cse case `neg_sum_axis_order` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((4, 8, 8), "float32"), dY: T.Buffer((4,), "float32"), dX: T.Buffer((4, 8, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((4,))
        for n, w, h in T.grid(4, 8, 8):
            with T.sblock("x_sum"):
                v_n, v_w, v_h = T.axis.remap("SRR", [n, w, h])
                T.reads(X[v_n, v_h, v_w])
                T.writes(x_sum[v_n])
                with T.init():
                    x_sum[v_n] = T.float32(0.0)
                x_sum[v_n] = x_sum[v_n] + X[v_n, v_h, v_w]
        for n, hh, ww in T.grid(4, 8, 8):
            with T.sblock("dX"):
                v_n, v_hh, v_ww = T.axis.remap("SSS", [n, hh, ww])
                T.reads(dY[v_n], x_sum[v_n])
                T.writes(dX[v_n, v_hh, v_ww])
                dX[v_n, v_hh, v_ww] = dY[v_n] * (T.float32(1.0) - T.tanh(x_sum[v_n] * T.float32(0.015625)) * T.tanh(x_sum[v_n] * T.float32(0.015625))) * T.float32(0.015625)

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((4, 8, 8), "float32"), Y: T.Buffer((4,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((4,))
        for n, h, w in T.grid(4, 8, 8):
            with T.sblock("x_sum"):
                v_n, v_h, v_w = T.axis.remap("SRR", [n, h, w])
                T.reads(X[v_n, v_h, v_w])
                T.writes(x_sum[v_n])
                with T.init():
                    x_sum[v_n] = T.float32(0.0)
                x_sum[v_n] = x_sum[v_n] + X[v_n, v_h, v_w]
        for n in range(4):
            with T.sblock("Y"):
                v_n = T.axis.spatial(4, n)
                T.reads(x_sum[v_n])
                T.writes(Y[v_n])
                Y[v_n] = T.tanh(x_sum[v_n] * T.float32(0.015625))