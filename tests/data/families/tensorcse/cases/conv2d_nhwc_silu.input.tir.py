# tensor-cse case `conv2d_nhwc_silu` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((1, 6, 6, 3), "float32"), W: T.Buffer((3, 3, 3, 4), "float32"), b: T.Buffer((4,), "float32"), dY: T.Buffer((1, 4, 4, 4), "float32"), dX: T.Buffer((1, 6, 6, 3), "float32"), dW: T.Buffer((3, 3, 3, 4), "float32"), db: T.Buffer((4,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        Z = T.sblock_alloc_buffer((1, 4, 4, 4))
        dH = T.sblock_alloc_buffer((1, 4, 4, 4))
        for n, h, w, o, kh, kw, c in T.grid(1, 4, 4, 4, 3, 3, 3):
            with T.sblock("Z"):
                v_n, v_h, v_w, v_o, v_kh, v_kw, v_c = T.axis.remap("SSSSRRR", [n, h, w, o, kh, kw, c])
                T.reads(X[v_n, v_h + v_kh, v_w + v_kw, v_c], W[v_kh, v_kw, v_c, v_o])
                T.writes(Z[v_n, v_h, v_w, v_o])
                with T.init():
                    Z[v_n, v_h, v_w, v_o] = T.float32(0.0)
                Z[v_n, v_h, v_w, v_o] = Z[v_n, v_h, v_w, v_o] + X[v_n, v_h + v_kh, v_w + v_kw, v_c] * W[v_kh, v_kw, v_c, v_o]
        for n, h, w, o in T.grid(1, 4, 4, 4):
            with T.sblock("dH"):
                v_n, v_h, v_w, v_o = T.axis.remap("SSSS", [n, h, w, o])
                T.reads(dY[v_n, v_h, v_w, v_o], Z[v_n, v_h, v_w, v_o], b[v_o])
                T.writes(dH[v_n, v_h, v_w, v_o])
                dH[v_n, v_h, v_w, v_o] = dY[v_n, v_h, v_w, v_o] * (T.sigmoid(Z[v_n, v_h, v_w, v_o] + b[v_o]) + (Z[v_n, v_h, v_w, v_o] + b[v_o]) * T.sigmoid(Z[v_n, v_h, v_w, v_o] + b[v_o]) * (T.float32(1.0) - T.sigmoid(Z[v_n, v_h, v_w, v_o] + b[v_o])))
        for n, h, w, cc, kh, kw, o in T.grid(1, 6, 6, 3, 3, 3, 4):
            with T.sblock("dX"):
                v_n, v_h, v_w, v_cc, v_kh, v_kw, v_o = T.axis.remap("SSSSRRR", [n, h, w, cc, kh, kw, o])
                T.reads(dH[v_n, v_h - v_kh, v_w - v_kw, v_o], W[v_kh, v_kw, v_cc, v_o])
                T.writes(dX[v_n, v_h, v_w, v_cc])
                with T.init():
                    dX[v_n, v_h, v_w, v_cc] = T.float32(0.0)
                dX[v_n, v_h, v_w, v_cc] = dX[v_n, v_h, v_w, v_cc] + T.if_then_else(0 <= v_h - v_kh and v_h - v_kh < 4 and 0 <= v_w - v_kw and v_w - v_kw < 4, dH[v_n, v_h - v_kh, v_w - v_kw, v_o] * W[v_kh, v_kw, v_cc, v_o], T.float32(0.0))
        for kh_, kw_, cc, o_, n, h, w in T.grid(3, 3, 3, 4, 1, 4, 4):
            with T.sblock("dW"):
                v_kh_, v_kw_, v_cc, v_o_, v_n, v_h, v_w = T.axis.remap("SSSSRRR", [kh_, kw_, cc, o_, n, h, w])
                T.reads(dH[v_n, v_h, v_w, v_o_], X[v_n, v_h + v_kh_, v_w + v_kw_, v_cc])
                T.writes(dW[v_kh_, v_kw_, v_cc, v_o_])
                with T.init():
                    dW[v_kh_, v_kw_, v_cc, v_o_] = T.float32(0.0)
                dW[v_kh_, v_kw_, v_cc, v_o_] = dW[v_kh_, v_kw_, v_cc, v_o_] + dH[v_n, v_h, v_w, v_o_] * X[v_n, v_h + v_kh_, v_w + v_kw_, v_cc]
        for o_, n, h, w in T.grid(4, 1, 4, 4):
            with T.sblock("db"):
                v_o_, v_n, v_h, v_w = T.axis.remap("SRRR", [o_, n, h, w])
                T.reads(dH[v_n, v_h, v_w, v_o_])
                T.writes(db[v_o_])
                with T.init():
                    db[v_o_] = T.float32(0.0)
                db[v_o_] = db[v_o_] + dH[v_n, v_h, v_w, v_o_]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((1, 6, 6, 3), "float32"), W: T.Buffer((3, 3, 3, 4), "float32"), b: T.Buffer((4,), "float32"), Y: T.Buffer((1, 4, 4, 4), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        Z = T.sblock_alloc_buffer((1, 4, 4, 4))
        for n, h, w, o, kh, kw, c in T.grid(1, 4, 4, 4, 3, 3, 3):
            with T.sblock("Z"):
                v_n, v_h, v_w, v_o, v_kh, v_kw, v_c = T.axis.remap("SSSSRRR", [n, h, w, o, kh, kw, c])
                T.reads(X[v_n, v_h + v_kh, v_w + v_kw, v_c], W[v_kh, v_kw, v_c, v_o])
                T.writes(Z[v_n, v_h, v_w, v_o])
                with T.init():
                    Z[v_n, v_h, v_w, v_o] = T.float32(0.0)
                Z[v_n, v_h, v_w, v_o] = Z[v_n, v_h, v_w, v_o] + X[v_n, v_h + v_kh, v_w + v_kw, v_c] * W[v_kh, v_kw, v_c, v_o]
        for n, h, w, o in T.grid(1, 4, 4, 4):
            with T.sblock("Y"):
                v_n, v_h, v_w, v_o = T.axis.remap("SSSS", [n, h, w, o])
                T.reads(Z[v_n, v_h, v_w, v_o], b[v_o])
                T.writes(Y[v_n, v_h, v_w, v_o])
                Y[v_n, v_h, v_w, v_o] = (Z[v_n, v_h, v_w, v_o] + b[v_o]) * T.sigmoid(Z[v_n, v_h, v_w, v_o] + b[v_o])