# tensor-cse case `snake_learned_alpha` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((2, 4, 16), "float32"), alpha: T.Buffer((4,), "float32"), dY: T.Buffer((2, 4, 16), "float32"), dX: T.Buffer((2, 4, 16), "float32"), dalpha: T.Buffer((4,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, ch, l in T.grid(2, 4, 16):
            with T.sblock("dX"):
                v_n, v_ch, v_l = T.axis.remap("SSS", [n, ch, l])
                T.reads(dY[v_n, v_ch, v_l], alpha[v_ch], X[v_n, v_ch, v_l])
                T.writes(dX[v_n, v_ch, v_l])
                dX[v_n, v_ch, v_l] = dY[v_n, v_ch, v_l] * (T.float32(1.0) + T.sin(alpha[v_ch] * X[v_n, v_ch, v_l]) * T.cos(alpha[v_ch] * X[v_n, v_ch, v_l]) * T.float32(2.0))
        for ch, n, l in T.grid(4, 2, 16):
            with T.sblock("dalpha"):
                v_ch, v_n, v_l = T.axis.remap("SRR", [ch, n, l])
                T.reads(dY[v_n, v_ch, v_l], X[v_n, v_ch, v_l], alpha[v_ch])
                T.writes(dalpha[v_ch])
                with T.init():
                    dalpha[v_ch] = T.float32(0.0)
                dalpha[v_ch] = dalpha[v_ch] + dY[v_n, v_ch, v_l] * ((X[v_n, v_ch, v_l] * (T.sin(alpha[v_ch] * X[v_n, v_ch, v_l]) * T.cos(alpha[v_ch] * X[v_n, v_ch, v_l])) * T.float32(2.0) * alpha[v_ch] - T.sin(alpha[v_ch] * X[v_n, v_ch, v_l]) * T.sin(alpha[v_ch] * X[v_n, v_ch, v_l])) / (alpha[v_ch] * alpha[v_ch]))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((2, 4, 16), "float32"), alpha: T.Buffer((4,), "float32"), Y: T.Buffer((2, 4, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, ch, l in T.grid(2, 4, 16):
            with T.sblock("Y"):
                v_n, v_ch, v_l = T.axis.remap("SSS", [n, ch, l])
                T.reads(X[v_n, v_ch, v_l], alpha[v_ch])
                T.writes(Y[v_n, v_ch, v_l])
                Y[v_n, v_ch, v_l] = X[v_n, v_ch, v_l] + T.sin(alpha[v_ch] * X[v_n, v_ch, v_l]) * T.sin(alpha[v_ch] * X[v_n, v_ch, v_l]) / alpha[v_ch]