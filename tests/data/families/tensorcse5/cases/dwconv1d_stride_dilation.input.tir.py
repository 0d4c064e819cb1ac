# tensor-cse case `dwconv1d_stride_dilation` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((2, 4, 21), "float32"), W: T.Buffer((4, 3), "float32"), b: T.Buffer((4,), "float32"), dY: T.Buffer((2, 4, 8), "float32"), dX: T.Buffer((2, 4, 21), "float32"), dW: T.Buffer((4, 3), "float32"), db: T.Buffer((4,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        Z = T.sblock_alloc_buffer((2, 4, 8))
        for n, ch, l, k in T.grid(2, 4, 8, 3):
            with T.sblock("Z"):
                v_n, v_ch, v_l, v_k = T.axis.remap("SSSR", [n, ch, l, k])
                T.reads(X[v_n, v_ch, v_k * 3 + v_l * 2], W[v_ch, v_k])
                T.writes(Z[v_n, v_ch, v_l])
                with T.init():
                    Z[v_n, v_ch, v_l] = T.float32(0.0)
                Z[v_n, v_ch, v_l] = Z[v_n, v_ch, v_l] + X[v_n, v_ch, v_k * 3 + v_l * 2] * W[v_ch, v_k]
        for n, ch, i, k in T.grid(2, 4, 21, 3):
            with T.sblock("dX"):
                v_n, v_ch, v_i, v_k = T.axis.remap("SSSR", [n, ch, i, k])
                T.reads(dY[v_n, v_ch, (v_i - v_k * 3) // 2], Z[v_n, v_ch, (v_i - v_k * 3) // 2], b[v_ch], W[v_ch, v_k])
                T.writes(dX[v_n, v_ch, v_i])
                with T.init():
                    dX[v_n, v_ch, v_i] = T.float32(0.0)
                dX[v_n, v_ch, v_i] = dX[v_n, v_ch, v_i] + T.if_then_else(0 <= v_i - v_k * 3 and (v_i - v_k * 3) % 2 == 0 and v_i - v_k * 3 < 16, dY[v_n, v_ch, (v_i - v_k * 3) // 2] * (T.float32(1.0) - T.tanh(Z[v_n, v_ch, (v_i - v_k * 3) // 2] + b[v_ch]) * T.tanh(Z[v_n, v_ch, (v_i - v_k * 3) // 2] + b[v_ch])) * W[v_ch, v_k], T.float32(0.0))
        for ch, k_, n, l in T.grid(4, 3, 2, 8):
            with T.sblock("dW"):
                v_ch, v_k_, v_n, v_l = T.axis.remap("SSRR", [ch, k_, n, l])
                T.reads(dY[v_n, v_ch, v_l], Z[v_n, v_ch, v_l], b[v_ch], X[v_n, v_ch, v_k_ * 3 + v_l * 2])
                T.writes(dW[v_ch, v_k_])
                with T.init():
                    dW[v_ch, v_k_] = T.float32(0.0)
                dW[v_ch, v_k_] = dW[v_ch, v_k_] + dY[v_n, v_ch, v_l] * (T.float32(1.0) - T.tanh(Z[v_n, v_ch, v_l] + b[v_ch]) * T.tanh(Z[v_n, v_ch, v_l] + b[v_ch])) * X[v_n, v_ch, v_k_ * 3 + v_l * 2]
        for ch, n, l in T.grid(4, 2, 8):
            with T.sblock("db"):
                v_ch, v_n, v_l = T.axis.remap("SRR", [ch, n, l])
                T.reads(dY[v_n, v_ch, v_l], Z[v_n, v_ch, v_l], b[v_ch])
                T.writes(db[v_ch])
                with T.init():
                    db[v_ch] = T.float32(0.0)
                db[v_ch] = db[v_ch] + dY[v_n, v_ch, v_l] * (T.float32(1.0) - T.tanh(Z[v_n, v_ch, v_l] + b[v_ch]) * T.tanh(Z[v_n, v_ch, v_l] + b[v_ch]))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((2, 4, 21), "float32"), W: T.Buffer((4, 3), "float32"), b: T.Buffer((4,), "float32"), Y: T.Buffer((2, 4, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        Z = T.sblock_alloc_buffer((2, 4, 8))
        for n, ch, l, k in T.grid(2, 4, 8, 3):
            with T.sblock("Z"):
                v_n, v_ch, v_l, v_k = T.axis.remap("SSSR", [n, ch, l, k])
                T.reads(X[v_n, v_ch, v_k * 3 + v_l * 2], W[v_ch, v_k])
                T.writes(Z[v_n, v_ch, v_l])
                with T.init():
                    Z[v_n, v_ch, v_l] = T.float32(0.0)
                Z[v_n, v_ch, v_l] = Z[v_n, v_ch, v_l] + X[v_n, v_ch, v_k * 3 + v_l * 2] * W[v_ch, v_k]
        for n, ch, l in T.grid(2, 4, 8):
            with T.sblock("Y"):
                v_n, v_ch, v_l = T.axis.remap("SSS", [n, ch, l])
                T.reads(Z[v_n, v_ch, v_l], b[v_ch])
                T.writes(Y[v_n, v_ch, v_l])
                Y[v_n, v_ch, v_l] = T.tanh(Z[v_n, v_ch, v_l] + b[v_ch])