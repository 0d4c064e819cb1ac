# tensor-cse case `conv1d_tanh_inlined_dz` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((2, 4, 16), "float32"), W: T.Buffer((8, 4, 3), "float32"), b: T.Buffer((8,), "float32"), dY: T.Buffer((2, 8, 14), "float32"), Y: T.Buffer((2, 8, 14), "float32"), dX: T.Buffer((2, 4, 16), "float32"), dW: T.Buffer((8, 4, 3), "float32"), db: T.Buffer((8,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, cc, i, o, k in T.grid(2, 4, 16, 8, 3):
            with T.sblock("dX"):
                v_n, v_cc, v_i, v_o, v_k = T.axis.remap("SSSRR", [n, cc, i, o, k])
                T.reads(dY[v_n, v_o, v_i - v_k], Y[v_n, v_o, v_i - v_k], W[v_o, v_cc, v_k])
                T.writes(dX[v_n, v_cc, v_i])
                with T.init():
                    dX[v_n, v_cc, v_i] = T.float32(0.0)
                dX[v_n, v_cc, v_i] = dX[v_n, v_cc, v_i] + T.if_then_else(0 <= v_i - v_k and v_i - v_k < 14, dY[v_n, v_o, v_i - v_k] * (T.float32(1.0) - Y[v_n, v_o, v_i - v_k] * Y[v_n, v_o, v_i - v_k]) * W[v_o, v_cc, v_k], T.float32(0.0))
        for o_, cc, k_, n, l in T.grid(8, 4, 3, 2, 14):
            with T.sblock("dW"):
                v_o_, v_cc, v_k_, v_n, v_l = T.axis.remap("SSSRR", [o_, cc, k_, n, l])
                T.reads(dY[v_n, v_o_, v_l], Y[v_n, v_o_, v_l], X[v_n, v_cc, v_l + v_k_])
                T.writes(dW[v_o_, v_cc, v_k_])
                with T.init():
                    dW[v_o_, v_cc, v_k_] = T.float32(0.0)
                dW[v_o_, v_cc, v_k_] = dW[v_o_, v_cc, v_k_] + dY[v_n, v_o_, v_l] * (T.float32(1.0) - Y[v_n, v_o_, v_l] * Y[v_n, v_o_, v_l]) * X[v_n, v_cc, v_l + v_k_]
        for o_, n, l in T.grid(8, 2, 14):
            with T.sblock("db"):
                v_o_, v_n, v_l = T.axis.remap("SRR", [o_, n, l])
                T.reads(dY[v_n, v_o_, v_l], Y[v_n, v_o_, v_l])
                T.writes(db[v_o_])
                with T.init():
                    db[v_o_] = T.float32(0.0)
                db[v_o_] = db[v_o_] + dY[v_n, v_o_, v_l] * (T.float32(1.0) - Y[v_n, v_o_, v_l] * Y[v_n, v_o_, v_l])

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((2, 4, 16), "float32"), W: T.Buffer((8, 4, 3), "float32"), b: T.Buffer((8,), "float32"), Y: T.Buffer((2, 8, 14), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        Z = T.sblock_alloc_buffer((2, 8, 14))
        for n, o, l, c, k in T.grid(2, 8, 14, 4, 3):
            with T.sblock("Z"):
                v_n, v_o, v_l, v_c, v_k = T.axis.remap("SSSRR", [n, o, l, c, k])
                T.reads(X[v_n, v_c, v_l + v_k], W[v_o, v_c, v_k])
                T.writes(Z[v_n, v_o, v_l])
                with T.init():
                    Z[v_n, v_o, v_l] = T.float32(0.0)
                Z[v_n, v_o, v_l] = Z[v_n, v_o, v_l] + X[v_n, v_c, v_l + v_k] * W[v_o, v_c, v_k]
        for n, o, l in T.grid(2, 8, 14):
            with T.sblock("Y"):
                v_n, v_o, v_l = T.axis.remap("SSS", [n, o, l])
                T.reads(Z[v_n, v_o, v_l], b[v_o])
                T.writes(Y[v_n, v_o, v_l])
                Y[v_n, v_o, v_l] = T.tanh(Z[v_n, v_o, v_l] + b[v_o])