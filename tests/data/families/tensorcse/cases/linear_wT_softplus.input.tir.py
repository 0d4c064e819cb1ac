# tensor-cse case `linear_wT_softplus` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((8, 16), "float32"), W: T.Buffer((12, 16), "float32"), b: T.Buffer((12,), "float32"), dOut: T.Buffer((8, 12), "float32"), dX: T.Buffer((8, 16), "float32"), dW: T.Buffer((12, 16), "float32"), db: T.Buffer((12,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        Hm = T.sblock_alloc_buffer((8, 12))
        dZ = T.sblock_alloc_buffer((8, 12))
        for n, o, i in T.grid(8, 12, 16):
            with T.sblock("Hm"):
                v_n, v_o, v_i = T.axis.remap("SSR", [n, o, i])
                T.reads(X[v_n, v_i], W[v_o, v_i])
                T.writes(Hm[v_n, v_o])
                with T.init():
                    Hm[v_n, v_o] = T.float32(0.0)
                Hm[v_n, v_o] = Hm[v_n, v_o] + X[v_n, v_i] * W[v_o, v_i]
        for n, o in T.grid(8, 12):
            with T.sblock("dZ"):
                v_n, v_o = T.axis.remap("SS", [n, o])
                T.reads(dOut[v_n, v_o], Hm[v_n, v_o], b[v_o])
                T.writes(dZ[v_n, v_o])
                dZ[v_n, v_o] = dOut[v_n, v_o] * (T.exp(Hm[v_n, v_o] + b[v_o]) / (T.float32(1.0) + T.exp(Hm[v_n, v_o] + b[v_o])))
        for n, i, o in T.grid(8, 16, 12):
            with T.sblock("dX"):
                v_n, v_i, v_o = T.axis.remap("SSR", [n, i, o])
                T.reads(dZ[v_n, v_o], W[v_o, v_i])
                T.writes(dX[v_n, v_i])
                with T.init():
                    dX[v_n, v_i] = T.float32(0.0)
                dX[v_n, v_i] = dX[v_n, v_i] + dZ[v_n, v_o] * W[v_o, v_i]
        for o2, i, n in T.grid(12, 16, 8):
            with T.sblock("dW"):
                v_o2, v_i, v_n = T.axis.remap("SSR", [o2, i, n])
                T.reads(dZ[v_n, v_o2], X[v_n, v_i])
                T.writes(dW[v_o2, v_i])
                with T.init():
                    dW[v_o2, v_i] = T.float32(0.0)
                dW[v_o2, v_i] = dW[v_o2, v_i] + dZ[v_n, v_o2] * X[v_n, v_i]
        for o2, n in T.grid(12, 8):
            with T.sblock("db"):
                v_o2, v_n = T.axis.remap("SR", [o2, n])
                T.reads(dZ[v_n, v_o2])
                T.writes(db[v_o2])
                with T.init():
                    db[v_o2] = T.float32(0.0)
                db[v_o2] = db[v_o2] + dZ[v_n, v_o2]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((8, 16), "float32"), W: T.Buffer((12, 16), "float32"), b: T.Buffer((12,), "float32"), Out: T.Buffer((8, 12), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        Hm = T.sblock_alloc_buffer((8, 12))
        for n, o, i in T.grid(8, 12, 16):
            with T.sblock("Hm"):
                v_n, v_o, v_i = T.axis.remap("SSR", [n, o, i])
                T.reads(X[v_n, v_i], W[v_o, v_i])
                T.writes(Hm[v_n, v_o])
                with T.init():
                    Hm[v_n, v_o] = T.float32(0.0)
                Hm[v_n, v_o] = Hm[v_n, v_o] + X[v_n, v_i] * W[v_o, v_i]
        for n, o in T.grid(8, 12):
            with T.sblock("Out"):
                v_n, v_o = T.axis.remap("SS", [n, o])
                T.reads(Hm[v_n, v_o], b[v_o])
                T.writes(Out[v_n, v_o])
                Out[v_n, v_o] = T.log(T.float32(1.0) + T.exp(Hm[v_n, v_o] + b[v_o]))