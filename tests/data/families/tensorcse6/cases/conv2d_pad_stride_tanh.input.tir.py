# tensor-cse case `conv2d_pad_stride_tanh` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((1, 3, 8, 8), "float32"), W: T.Buffer((4, 3, 3, 3), "float32"), b: T.Buffer((4,), "float32"), dY: T.Buffer((1, 4, 4, 4), "float32"), dX: T.Buffer((1, 3, 8, 8), "float32"), dW: T.Buffer((4, 3, 3, 3), "float32"), db: T.Buffer((4,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        Xp = T.sblock_alloc_buffer((1, 3, 10, 10))
        Z = T.sblock_alloc_buffer((1, 4, 4, 4))
        dZ = T.sblock_alloc_buffer((1, 4, 4, 4))
        for n, ch, i, j in T.grid(1, 3, 10, 10):
            with T.sblock("Xp"):
                v_n, v_ch, v_i, v_j = T.axis.remap("SSSS", [n, ch, i, j])
                T.reads(X[v_n, v_ch, v_i - 1, v_j - 1])
                T.writes(Xp[v_n, v_ch, v_i, v_j])
                Xp[v_n, v_ch, v_i, v_j] = T.if_then_else(1 <= v_i and v_i < 9 and 1 <= v_j and v_j < 9, X[v_n, v_ch, v_i - 1, v_j - 1], T.float32(0.0))
        for n, o, h, w, c, kh, kw in T.grid(1, 4, 4, 4, 3, 3, 3):
            with T.sblock("Z"):
                v_n, v_o, v_h, v_w, v_c, v_kh, v_kw = T.axis.remap("SSSSRRR", [n, o, h, w, c, kh, kw])
                T.reads(Xp[v_n, v_c, v_h * 2 + v_kh, v_w * 2 + v_kw], W[v_o, v_c, v_kh, v_kw])
                T.writes(Z[v_n, v_o, v_h, v_w])
                with T.init():
                    Z[v_n, v_o, v_h, v_w] = T.float32(0.0)
                Z[v_n, v_o, v_h, v_w] = Z[v_n, v_o, v_h, v_w] + Xp[v_n, v_c, v_h * 2 + v_kh, v_w * 2 + v_kw] * W[v_o, v_c, v_kh, v_kw]
        for n, o, h, w in T.grid(1, 4, 4, 4):
            with T.sblock("dZ"):
                v_n, v_o, v_h, v_w = T.axis.remap("SSSS", [n, o, h, w])
                T.reads(dY[v_n, v_o, v_h, v_w], Z[v_n, v_o, v_h, v_w], b[v_o])
                T.writes(dZ[v_n, v_o, v_h, v_w])
                dZ[v_n, v_o, v_h, v_w] = dY[v_n, v_o, v_h, v_w] * (T.float32(1.0) - T.tanh(Z[v_n, v_o, v_h, v_w] + b[v_o]) * T.tanh(Z[v_n, v_o, v_h, v_w] + b[v_o]))
        for n, ch, i, j, o, kh, kw in T.grid(1, 3, 8, 8, 4, 3, 3):
            with T.sblock("dX"):
                v_n, v_ch, v_i, v_j, v_o, v_kh, v_kw = T.axis.remap("SSSSRRR", [n, ch, i, j, o, kh, kw])
                T.reads(dZ[v_n, v_o, (v_i + 1 - v_kh) // 2, (v_j + 1 - v_kw) // 2], W[v_o, v_ch, v_kh, v_kw])
                T.writes(dX[v_n, v_ch, v_i, v_j])
                with T.init():
                    dX[v_n, v_ch, v_i, v_j] = T.float32(0.0)
                dX[v_n, v_ch, v_i, v_j] = dX[v_n, v_ch, v_i, v_j] + T.if_then_else((v_i + 1 - v_kh) % 2 == 0 and (v_j + 1 - v_kw) % 2 == 0 and -1 <= v_i - v_kh and -1 <= v_j - v_kw and v_i - v_kh < 7 and v_j - v_kw < 7, dZ[v_n, v_o, (v_i + 1 - v_kh) // 2, (v_j + 1 - v_kw) // 2] * W[v_o, v_ch, v_kh, v_kw], T.float32(0.0))
        for o, ch, kh, kw, n, h, w in T.grid(4, 3, 3, 3, 1, 4, 4):
            with T.sblock("dW"):
                v_o, v_ch, v_kh, v_kw, v_n, v_h, v_w = T.axis.remap("SSSSRRR", [o, ch, kh, kw, n, h, w])
                T.reads(dZ[v_n, v_o, v_h, v_w], Xp[v_n, v_ch, v_h * 2 + v_kh, v_w * 2 + v_kw])
                T.writes(dW[v_o, v_ch, v_kh, v_kw])
                with T.init():
                    dW[v_o, v_ch, v_kh, v_kw] = T.float32(0.0)
                dW[v_o, v_ch, v_kh, v_kw] = dW[v_o, v_ch, v_kh, v_kw] + dZ[v_n, v_o, v_h, v_w] * Xp[v_n, v_ch, v_h * 2 + v_kh, v_w * 2 + v_kw]
        for o, n, h, w in T.grid(4, 1, 4, 4):
            with T.sblock("db"):
                v_o, v_n, v_h, v_w = T.axis.remap("SRRR", [o, n, h, w])
                T.reads(dZ[v_n, v_o, v_h, v_w])
                T.writes(db[v_o])
                with T.init():
                    db[v_o] = T.float32(0.0)
                db[v_o] = db[v_o] + dZ[v_n, v_o, v_h, v_w]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((1, 3, 8, 8), "float32"), W: T.Buffer((4, 3, 3, 3), "float32"), b: T.Buffer((4,), "float32"), Y: T.Buffer((1, 4, 4, 4), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        Xp = T.sblock_alloc_buffer((1, 3, 10, 10))
        Z = T.sblock_alloc_buffer((1, 4, 4, 4))
        for n, ch, i, j in T.grid(1, 3, 10, 10):
            with T.sblock("Xp"):
                v_n, v_ch, v_i, v_j = T.axis.remap("SSSS", [n, ch, i, j])
                T.reads(X[v_n, v_ch, v_i - 1, v_j - 1])
                T.writes(Xp[v_n, v_ch, v_i, v_j])
                Xp[v_n, v_ch, v_i, v_j] = T.if_then_else(1 <= v_i and v_i < 9 and 1 <= v_j and v_j < 9, X[v_n, v_ch, v_i - 1, v_j - 1], T.float32(0.0))
        for n, o, h, w, c, kh, kw in T.grid(1, 4, 4, 4, 3, 3, 3):
            with T.sblock("Z"):
                v_n, v_o, v_h, v_w, v_c, v_kh, v_kw = T.axis.remap("SSSSRRR", [n, o, h, w, c, kh, kw])
                T.reads(Xp[v_n, v_c, v_h * 2 + v_kh, v_w * 2 + v_kw], W[v_o, v_c, v_kh, v_kw])
                T.writes(Z[v_n, v_o, v_h, v_w])
                with T.init():
                    Z[v_n, v_o, v_h, v_w] = T.float32(0.0)
                Z[v_n, v_o, v_h, v_w] = Z[v_n, v_o, v_h, v_w] + Xp[v_n, v_c, v_h * 2 + v_kh, v_w * 2 + v_kw] * W[v_o, v_c, v_kh, v_kw]
        for n, o, h, w in T.grid(1, 4, 4, 4):
            with T.sblock("Y"):
                v_n, v_o, v_h, v_w = T.axis.remap("SSSS", [n, o, h, w])
                T.reads(Z[v_n, v_o, v_h, v_w], b[v_o])
                T.writes(Y[v_n, v_o, v_h, v_w])
                Y[v_n, v_o, v_h, v_w] = T.tanh(Z[v_n, v_o, v_h, v_w] + b[v_o])