# tensor-cse case `upsample_tanh` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((4, 8), "float32"), W: T.Buffer((16,), "float32"), dY: T.Buffer((4, 16), "float32"), dX: T.Buffer((4, 8), "float32"), dW: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, k, t in T.grid(4, 8, 2):
            with T.sblock("dX"):
                v_n, v_k, v_t = T.axis.remap("SSR", [n, k, t])
                T.reads(dY[v_n, v_k * 2 + v_t], W[v_k * 2 + v_t], X[v_n, v_k])
                T.writes(dX[v_n, v_k])
                with T.init():
                    dX[v_n, v_k] = T.float32(0.0)
                dX[v_n, v_k] = dX[v_n, v_k] + dY[v_n, v_k * 2 + v_t] * W[v_k * 2 + v_t] * (T.float32(1.0) - T.tanh(X[v_n, v_k] * W[v_k * 2 + v_t]) * T.tanh(X[v_n, v_k] * W[v_k * 2 + v_t]))
        for i, n in T.grid(16, 4):
            with T.sblock("dW"):
                v_i, v_n = T.axis.remap("SR", [i, n])
                T.reads(dY[v_n, v_i], X[v_n, v_i // 2], W[v_i])
                T.writes(dW[v_i])
                with T.init():
                    dW[v_i] = T.float32(0.0)
                dW[v_i] = dW[v_i] + dY[v_n, v_i] * X[v_n, v_i // 2] * (T.float32(1.0) - T.tanh(X[v_n, v_i // 2] * W[v_i]) * T.tanh(X[v_n, v_i // 2] * W[v_i]))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((4, 8), "float32"), W: T.Buffer((16,), "float32"), Y: T.Buffer((4, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, i in T.grid(4, 16):
            with T.sblock("Y"):
                v_n, v_i = T.axis.remap("SS", [n, i])
                T.reads(X[v_n, v_i // 2], W[v_i])
                T.writes(Y[v_n, v_i])
                Y[v_n, v_i] = T.tanh(X[v_n, v_i // 2] * W[v_i])