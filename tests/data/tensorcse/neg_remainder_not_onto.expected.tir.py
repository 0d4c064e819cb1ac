# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 16), "float32"), w: T.Buffer((8,), "float32"), dY: T.Buffer((16, 16), "float32"), dX: T.Buffer((16, 16), "float32"), dw: T.Buffer((8,), "float32")):
        T.func_attr({"tirx.noalias": True})
        for n, i in T.grid(16, 16):
            with T.sblock("dX"):
                v_n, v_i = T.axis.remap("SS", [n, i])
                T.reads(dY[v_n, v_i], w[v_i * 2 % 8])
                T.writes(dX[v_n, v_i])
                dX[v_n, v_i] = dY[v_n, v_i] * T.tanh(w[v_i * 2 % 8] * T.float32(2.0))
        for m, n, t in T.grid(8, 16, 2):
            with T.sblock("dw"):
                v_m, v_n, v_t = T.axis.remap("SRR", [m, n, t])
                T.reads(dY[v_n, v_t * 8 + v_m * 2 % 8], X[v_n, v_t * 8 + v_m * 2 % 8], w[v_m])
                T.writes(dw[v_m])
                with T.init():
                    dw[v_m] = T.float32(0.0)
                dw[v_m] = dw[v_m] + dY[v_n, v_t * 8 + v_m * 2 % 8] * X[v_n, v_t * 8 + v_m * 2 % 8] * ((T.float32(1.0) - T.tanh(w[v_m] * T.float32(2.0)) * T.tanh(w[v_m] * T.float32(2.0))) * T.float32(2.0))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 16), "float32"), w: T.Buffer((8,), "float32"), Y: T.Buffer((16, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        for n, i in T.grid(16, 16):
            with T.sblock("Y"):
                v_n, v_i = T.axis.remap("SS", [n, i])
                T.reads(X[v_n, v_i], w[v_i * 2 % 8])
                T.writes(Y[v_n, v_i])
                Y[v_n, v_i] = X[v_n, v_i] * T.tanh(w[v_i * 2 % 8] * T.float32(2.0))
