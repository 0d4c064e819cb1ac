# tensor-cse case `tanh_pool_3d` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((4, 8, 16), "float32"), w: T.Buffer((16,), "float32"), dY: T.Buffer((4, 8), "float32"), dX: T.Buffer((4, 8, 16), "float32"), dw: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for b, t, dd in T.grid(4, 8, 16):
            with T.sblock("dX"):
                v_b, v_t, v_dd = T.axis.remap("SSS", [b, t, dd])
                T.reads(dY[v_b, v_t], w[v_dd], X[v_b, v_t, v_dd])
                T.writes(dX[v_b, v_t, v_dd])
                dX[v_b, v_t, v_dd] = dY[v_b, v_t] * w[v_dd] * (T.float32(1.0) - T.tanh(X[v_b, v_t, v_dd]) * T.tanh(X[v_b, v_t, v_dd]))
        for dd, b, t in T.grid(16, 4, 8):
            with T.sblock("dw"):
                v_dd, v_b, v_t = T.axis.remap("SRR", [dd, b, t])
                T.reads(dY[v_b, v_t], X[v_b, v_t, v_dd])
                T.writes(dw[v_dd])
                with T.init():
                    dw[v_dd] = T.float32(0.0)
                dw[v_dd] = dw[v_dd] + dY[v_b, v_t] * T.tanh(X[v_b, v_t, v_dd])

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((4, 8, 16), "float32"), w: T.Buffer((16,), "float32"), Y: T.Buffer((4, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for b, t, d in T.grid(4, 8, 16):
            with T.sblock("Y"):
                v_b, v_t, v_d = T.axis.remap("SSR", [b, t, d])
                T.reads(X[v_b, v_t, v_d], w[v_d])
                T.writes(Y[v_b, v_t])
                with T.init():
                    Y[v_b, v_t] = T.float32(0.0)
                Y[v_b, v_t] = Y[v_b, v_t] + T.tanh(X[v_b, v_t, v_d]) * w[v_d]