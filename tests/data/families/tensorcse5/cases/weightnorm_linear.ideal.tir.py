# tensor-cse case `weightnorm_linear` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((8, 16), "float32"), V: T.Buffer((8, 16), "float32"), g: T.Buffer((8,), "float32"), dY: T.Buffer((8, 8), "float32"), W: T.Buffer((8, 16), "float32"), nrm: T.Buffer((8,), "float32"), dX: T.Buffer((8, 16), "float32"), dg: T.Buffer((8,), "float32"), dV: T.Buffer((8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dW = T.sblock_alloc_buffer((8, 16))
        for n, i_, o in T.grid(8, 16, 8):
            with T.sblock("dX"):
                v_n, v_i_, v_o = T.axis.remap("SSR", [n, i_, o])
                T.reads(dY[v_n, v_o], W[v_o, v_i_])
                T.writes(dX[v_n, v_i_])
                with T.init():
                    dX[v_n, v_i_] = T.float32(0.0)
                dX[v_n, v_i_] = dX[v_n, v_i_] + dY[v_n, v_o] * W[v_o, v_i_]
        for o_, i_, n in T.grid(8, 16, 8):
            with T.sblock("dW"):
                v_o_, v_i_, v_n = T.axis.remap("SSR", [o_, i_, n])
                T.reads(dY[v_n, v_o_], X[v_n, v_i_])
                T.writes(dW[v_o_, v_i_])
                with T.init():
                    dW[v_o_, v_i_] = T.float32(0.0)
                dW[v_o_, v_i_] = dW[v_o_, v_i_] + dY[v_n, v_o_] * X[v_n, v_i_]
        for o_, i in T.grid(8, 16):
            with T.sblock("dg"):
                v_o_, v_i = T.axis.remap("SR", [o_, i])
                T.reads(dW[v_o_, v_i], V[v_o_, v_i], nrm[v_o_])
                T.writes(dg[v_o_])
                with T.init():
                    dg[v_o_] = T.float32(0.0)
                dg[v_o_] = dg[v_o_] + dW[v_o_, v_i] * V[v_o_, v_i] / nrm[v_o_]
        for o_, i_ in T.grid(8, 16):
            with T.sblock("dV"):
                v_o_, v_i_ = T.axis.remap("SS", [o_, i_])
                T.reads(g[v_o_], nrm[v_o_], dW[v_o_, v_i_], dg[v_o_], V[v_o_, v_i_])
                T.writes(dV[v_o_, v_i_])
                dV[v_o_, v_i_] = g[v_o_] / nrm[v_o_] * (dW[v_o_, v_i_] - dg[v_o_] * V[v_o_, v_i_] / nrm[v_o_])

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((8, 16), "float32"), V: T.Buffer((8, 16), "float32"), g: T.Buffer((8,), "float32"), Y: T.Buffer((8, 8), "float32"), W: T.Buffer((8, 16), "float32"), nrm: T.Buffer((8,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        ss = T.sblock_alloc_buffer((8,))
        for o, i in T.grid(8, 16):
            with T.sblock("ss"):
                v_o, v_i = T.axis.remap("SR", [o, i])
                T.reads(V[v_o, v_i])
                T.writes(ss[v_o])
                with T.init():
                    ss[v_o] = T.float32(0.0)
                ss[v_o] = ss[v_o] + V[v_o, v_i] * V[v_o, v_i]
        for o in range(8):
            with T.sblock("nrm"):
                v_o = T.axis.spatial(8, o)
                T.reads(ss[v_o])
                T.writes(nrm[v_o])
                nrm[v_o] = T.sqrt(ss[v_o] + T.float32(1.0000000000000001e-05))
        for o, i in T.grid(8, 16):
            with T.sblock("W"):
                v_o, v_i = T.axis.remap("SS", [o, i])
                T.reads(g[v_o], V[v_o, v_i], nrm[v_o])
                T.writes(W[v_o, v_i])
                W[v_o, v_i] = g[v_o] * V[v_o, v_i] / nrm[v_o]
        for n, o, i in T.grid(8, 8, 16):
            with T.sblock("Y"):
                v_n, v_o, v_i = T.axis.remap("SSR", [n, o, i])
                T.reads(X[v_n, v_i], W[v_o, v_i])
                T.writes(Y[v_n, v_o])
                with T.init():
                    Y[v_n, v_o] = T.float32(0.0)
                Y[v_n, v_o] = Y[v_n, v_o] + X[v_n, v_i] * W[v_o, v_i]