# tensor-cse case `neg_linear` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((8, 16), "float32"), W: T.Buffer((16, 12), "float32"), b: T.Buffer((12,), "float32"), dY: T.Buffer((8, 12), "float32"), dX: T.Buffer((8, 16), "float32"), dW: T.Buffer((16, 12), "float32"), db: T.Buffer((12,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, i_, o in T.grid(8, 16, 12):
            with T.sblock("dX"):
                v_n, v_i_, v_o = T.axis.remap("SSR", [n, i_, o])
                T.reads(dY[v_n, v_o], W[v_i_, v_o])
                T.writes(dX[v_n, v_i_])
                with T.init():
                    dX[v_n, v_i_] = T.float32(0.0)
                dX[v_n, v_i_] = dX[v_n, v_i_] + dY[v_n, v_o] * W[v_i_, v_o]
        for i_, o_, n in T.grid(16, 12, 8):
            with T.sblock("dW"):
                v_i_, v_o_, v_n = T.axis.remap("SSR", [i_, o_, n])
                T.reads(X[v_n, v_i_], dY[v_n, v_o_])
                T.writes(dW[v_i_, v_o_])
                with T.init():
                    dW[v_i_, v_o_] = T.float32(0.0)
                dW[v_i_, v_o_] = dW[v_i_, v_o_] + X[v_n, v_i_] * dY[v_n, v_o_]
        for o_, n in T.grid(12, 8):
            with T.sblock("db"):
                v_o_, v_n = T.axis.remap("SR", [o_, n])
                T.reads(dY[v_n, v_o_])
                T.writes(db[v_o_])
                with T.init():
                    db[v_o_] = T.float32(0.0)
                db[v_o_] = db[v_o_] + dY[v_n, v_o_]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((8, 16), "float32"), W: T.Buffer((16, 12), "float32"), b: T.Buffer((12,), "float32"), Y: T.Buffer((8, 12), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        Z = T.sblock_alloc_buffer((8, 12))
        for n, o, i in T.grid(8, 12, 16):
            with T.sblock("Z"):
                v_n, v_o, v_i = T.axis.remap("SSR", [n, o, i])
                T.reads(X[v_n, v_i], W[v_i, v_o])
                T.writes(Z[v_n, v_o])
                with T.init():
                    Z[v_n, v_o] = T.float32(0.0)
                Z[v_n, v_o] = Z[v_n, v_o] + X[v_n, v_i] * W[v_i, v_o]
        for n, o in T.grid(8, 12):
            with T.sblock("Y"):
                v_n, v_o = T.axis.remap("SS", [n, o])
                T.reads(Z[v_n, v_o], b[v_o])
                T.writes(Y[v_n, v_o])
                Y[v_n, v_o] = Z[v_n, v_o] + b[v_o]