# tensor-cse case `neg_tanh_act_reg` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float32"), Y: T.Buffer((16, 32), "float32"), dY: T.Buffer((16, 32), "float32"), dR: T.Buffer((16,), "float32"), dX: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, j in T.grid(16, 32):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dY[v_n, v_j], dR[v_n], Y[v_n, v_j])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = (dY[v_n, v_j] + dR[v_n] * T.float32(2.0) * Y[v_n, v_j]) * (T.float32(1.0) - Y[v_n, v_j] * Y[v_n, v_j])

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float32"), Y: T.Buffer((16, 32), "float32"), R_1: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, j in T.grid(16, 32):
            with T.sblock("Y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = T.tanh(X[v_n, v_j])
        for n, d in T.grid(16, 32):
            with T.sblock("R"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(Y[v_n, v_d])
                T.writes(R_1[v_n])
                with T.init():
                    R_1[v_n] = T.float32(0.0)
                R_1[v_n] = R_1[v_n] + Y[v_n, v_d] * Y[v_n, v_d]