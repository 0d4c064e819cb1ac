# tensor-cse case `tanh_weight_matvec` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float32"), W: T.Buffer((32,), "float32"), dY: T.Buffer((16,), "float32"), tw: T.Buffer((32,), "float32"), dX: T.Buffer((16, 32), "float32"), dW: T.Buffer((32,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, dd in T.grid(16, 32):
            with T.sblock("dX"):
                v_n, v_dd = T.axis.remap("SS", [n, dd])
                T.reads(dY[v_n], tw[v_dd])
                T.writes(dX[v_n, v_dd])
                dX[v_n, v_dd] = dY[v_n] * tw[v_dd]
        for dd, n in T.grid(32, 16):
            with T.sblock("dW"):
                v_dd, v_n = T.axis.remap("SR", [dd, n])
                T.reads(dY[v_n], X[v_n, v_dd], tw[v_dd])
                T.writes(dW[v_dd])
                with T.init():
                    dW[v_dd] = T.float32(0.0)
                dW[v_dd] = dW[v_dd] + dY[v_n] * X[v_n, v_dd] * (T.float32(1.0) - tw[v_dd] * tw[v_dd])

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float32"), W: T.Buffer((32,), "float32"), Y: T.Buffer((16,), "float32"), tw: T.Buffer((32,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for dd in range(32):
            with T.sblock("tw"):
                v_dd = T.axis.spatial(32, dd)
                T.reads(W[v_dd])
                T.writes(tw[v_dd])
                tw[v_dd] = T.tanh(W[v_dd])
        for n, d in T.grid(16, 32):
            with T.sblock("Y"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(X[v_n, v_d], tw[v_d])
                T.writes(Y[v_n])
                with T.init():
                    Y[v_n] = T.float32(0.0)
                Y[v_n] = Y[v_n] + X[v_n, v_d] * tw[v_d]