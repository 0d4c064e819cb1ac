# tensor-cse case `maxpool3s2_pad` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((2, 2, 8, 8), "float32"), dY: T.Buffer((2, 2, 4, 4), "float32"), Y: T.Buffer((2, 2, 4, 4), "float32"), dX: T.Buffer((2, 2, 8, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, ch, h, w, oh, ow in T.grid(2, 2, 8, 8, 4, 4):
            with T.sblock("dX"):
                v_n, v_ch, v_h, v_w, v_oh, v_ow = T.axis.remap("SSSSRR", [n, ch, h, w, oh, ow])
                T.reads(X[v_n, v_ch, v_h, v_w], Y[v_n, v_ch, v_oh, v_ow], dY[v_n, v_ch, v_oh, v_ow])
                T.writes(dX[v_n, v_ch, v_h, v_w])
                with T.init():
                    dX[v_n, v_ch, v_h, v_w] = T.float32(0.0)
                dX[v_n, v_ch, v_h, v_w] = dX[v_n, v_ch, v_h, v_w] + T.if_then_else(-1 <= v_h - v_oh * 2 and v_h - v_oh * 2 < 2 and -1 <= v_w - v_ow * 2 and v_w - v_ow * 2 < 2 and X[v_n, v_ch, v_h, v_w] == Y[v_n, v_ch, v_oh, v_ow], dY[v_n, v_ch, v_oh, v_ow], T.float32(0.0))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((2, 2, 8, 8), "float32"), Y: T.Buffer((2, 2, 4, 4), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, ch, oh, ow, kh, kw in T.grid(2, 2, 4, 4, 3, 3):
            with T.sblock("Y"):
                v_n, v_ch, v_oh, v_ow, v_kh, v_kw = T.axis.remap("SSSSRR", [n, ch, oh, ow, kh, kw])
                T.reads(X[v_n, v_ch, v_oh * 2 + v_kh - 1, v_ow * 2 + v_kw - 1])
                T.writes(Y[v_n, v_ch, v_oh, v_ow])
                with T.init():
                    Y[v_n, v_ch, v_oh, v_ow] = T.float32(-340282346638528859811704183484516925440.0)
                Y[v_n, v_ch, v_oh, v_ow] = T.max(Y[v_n, v_ch, v_oh, v_ow], T.if_then_else(1 <= v_oh * 2 + v_kh and v_oh * 2 + v_kh < 9 and 1 <= v_ow * 2 + v_kw and v_ow * 2 + v_kw < 9, X[v_n, v_ch, v_oh * 2 + v_kh - 1, v_ow * 2 + v_kw - 1], T.float32(-340282346638528859811704183484516925440.0)))