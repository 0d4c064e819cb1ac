# tensor-cse case `maxpool2x2` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((2, 2, 8, 8), "float32"), dY: T.Buffer((2, 2, 4, 4), "float32"), Y: T.Buffer((2, 2, 4, 4), "float32"), dX: T.Buffer((2, 2, 8, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, cc, h, w in T.grid(2, 2, 8, 8):
            with T.sblock("dX"):
                v_n, v_cc, v_h, v_w = T.axis.remap("SSSS", [n, cc, h, w])
                T.reads(X[v_n, v_cc, v_h, v_w], Y[v_n, v_cc, v_h // 2, v_w // 2], dY[v_n, v_cc, v_h // 2, v_w // 2])
                T.writes(dX[v_n, v_cc, v_h, v_w])
                dX[v_n, v_cc, v_h, v_w] = T.if_then_else(X[v_n, v_cc, v_h, v_w] == Y[v_n, v_cc, v_h // 2, v_w // 2], dY[v_n, v_cc, v_h // 2, v_w // 2], T.float32(0.0))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((2, 2, 8, 8), "float32"), Y: T.Buffer((2, 2, 4, 4), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, cc, i, j, di, dj in T.grid(2, 2, 4, 4, 2, 2):
            with T.sblock("Y"):
                v_n, v_cc, v_i, v_j, v_di, v_dj = T.axis.remap("SSSSRR", [n, cc, i, j, di, dj])
                T.reads(X[v_n, v_cc, v_i * 2 + v_di, v_j * 2 + v_dj])
                T.writes(Y[v_n, v_cc, v_i, v_j])
                with T.init():
                    Y[v_n, v_cc, v_i, v_j] = T.float32(-340282346638528859811704183484516925440.0)
                Y[v_n, v_cc, v_i, v_j] = T.max(Y[v_n, v_cc, v_i, v_j], X[v_n, v_cc, v_i * 2 + v_di, v_j * 2 + v_dj])