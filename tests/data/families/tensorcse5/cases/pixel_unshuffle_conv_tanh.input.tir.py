# tensor-cse case `pixel_unshuffle_conv_tanh` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((2, 16, 8, 8), "float32"), W: T.Buffer((2, 16), "float32"), dY: T.Buffer((2, 8, 4, 4), "float32"), dX: T.Buffer((2, 16, 8, 8), "float32"), dW: T.Buffer((2, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        Z = T.sblock_alloc_buffer((2, 2, 8, 8))
        t = T.sblock_alloc_buffer((2, 2, 8, 8))
        dZ = T.sblock_alloc_buffer((2, 2, 8, 8))
        for n, o, hh, ww, c in T.grid(2, 2, 8, 8, 16):
            with T.sblock("Z"):
                v_n, v_o, v_hh, v_ww, v_c = T.axis.remap("SSSSR", [n, o, hh, ww, c])
                T.reads(W[v_o, v_c], X[v_n, v_c, v_hh, v_ww])
                T.writes(Z[v_n, v_o, v_hh, v_ww])
                with T.init():
                    Z[v_n, v_o, v_hh, v_ww] = T.float32(0.0)
                Z[v_n, v_o, v_hh, v_ww] = Z[v_n, v_o, v_hh, v_ww] + W[v_o, v_c] * X[v_n, v_c, v_hh, v_ww]
        for n, o, hh, ww in T.grid(2, 2, 8, 8):
            with T.sblock("t"):
                v_n, v_o, v_hh, v_ww = T.axis.remap("SSSS", [n, o, hh, ww])
                T.reads(Z[v_n, v_o, v_hh, v_ww])
                T.writes(t[v_n, v_o, v_hh, v_ww])
                t[v_n, v_o, v_hh, v_ww] = T.tanh(Z[v_n, v_o, v_hh, v_ww])
        for n, o, hh, ww in T.grid(2, 2, 8, 8):
            with T.sblock("dZ"):
                v_n, v_o, v_hh, v_ww = T.axis.remap("SSSS", [n, o, hh, ww])
                T.reads(dY[v_n, v_o * 4 + v_hh % 2 * 2 + v_ww % 2, v_hh // 2, v_ww // 2], t[v_n, v_o, v_hh, v_ww])
                T.writes(dZ[v_n, v_o, v_hh, v_ww])
                dZ[v_n, v_o, v_hh, v_ww] = dY[v_n, v_o * 4 + v_hh % 2 * 2 + v_ww % 2, v_hh // 2, v_ww // 2] * (T.float32(1.0) - t[v_n, v_o, v_hh, v_ww] * t[v_n, v_o, v_hh, v_ww])
        for n, cc, hh, ww, o in T.grid(2, 16, 8, 8, 2):
            with T.sblock("dX"):
                v_n, v_cc, v_hh, v_ww, v_o = T.axis.remap("SSSSR", [n, cc, hh, ww, o])
                T.reads(dZ[v_n, v_o, v_hh, v_ww], W[v_o, v_cc])
                T.writes(dX[v_n, v_cc, v_hh, v_ww])
                with T.init():
                    dX[v_n, v_cc, v_hh, v_ww] = T.float32(0.0)
                dX[v_n, v_cc, v_hh, v_ww] = dX[v_n, v_cc, v_hh, v_ww] + dZ[v_n, v_o, v_hh, v_ww] * W[v_o, v_cc]
        for o_, cc, n, hh, ww in T.grid(2, 16, 2, 8, 8):
            with T.sblock("dW"):
                v_o_, v_cc, v_n, v_hh, v_ww = T.axis.remap("SSRRR", [o_, cc, n, hh, ww])
                T.reads(dZ[v_n, v_o_, v_hh, v_ww], X[v_n, v_cc, v_hh, v_ww])
                T.writes(dW[v_o_, v_cc])
                with T.init():
                    dW[v_o_, v_cc] = T.float32(0.0)
                dW[v_o_, v_cc] = dW[v_o_, v_cc] + dZ[v_n, v_o_, v_hh, v_ww] * X[v_n, v_cc, v_hh, v_ww]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((2, 16, 8, 8), "float32"), W: T.Buffer((2, 16), "float32"), Y: T.Buffer((2, 8, 4, 4), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        Z = T.sblock_alloc_buffer((2, 2, 8, 8))
        for n, o, hh, ww, c in T.grid(2, 2, 8, 8, 16):
            with T.sblock("Z"):
                v_n, v_o, v_hh, v_ww, v_c = T.axis.remap("SSSSR", [n, o, hh, ww, c])
                T.reads(W[v_o, v_c], X[v_n, v_c, v_hh, v_ww])
                T.writes(Z[v_n, v_o, v_hh, v_ww])
                with T.init():
                    Z[v_n, v_o, v_hh, v_ww] = T.float32(0.0)
                Z[v_n, v_o, v_hh, v_ww] = Z[v_n, v_o, v_hh, v_ww] + W[v_o, v_c] * X[v_n, v_c, v_hh, v_ww]
        for n, q, h, w in T.grid(2, 8, 4, 4):
            with T.sblock("Y"):
                v_n, v_q, v_h, v_w = T.axis.remap("SSSS", [n, q, h, w])
                T.reads(Z[v_n, v_q // 4, v_h * 2 + v_q % 4 // 2, v_w * 2 + v_q % 2])
                T.writes(Y[v_n, v_q, v_h, v_w])
                Y[v_n, v_q, v_h, v_w] = T.tanh(Z[v_n, v_q // 4, v_h * 2 + v_q % 4 // 2, v_w * 2 + v_q % 2])