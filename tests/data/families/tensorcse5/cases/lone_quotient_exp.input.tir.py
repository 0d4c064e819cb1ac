# tensor-cse case `lone_quotient_exp` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((8, 8), "float32"), V: T.Buffer((8, 32), "float32"), dY: T.Buffer((8, 32), "float32"), dV: T.Buffer((8, 32), "float32"), dX: T.Buffer((8, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, i in T.grid(8, 32):
            with T.sblock("dV"):
                v_n, v_i = T.axis.remap("SS", [n, i])
                T.reads(dY[v_n, v_i], X[v_n, v_i // 4])
                T.writes(dV[v_n, v_i])
                dV[v_n, v_i] = dY[v_n, v_i] * T.exp(X[v_n, v_i // 4] * T.float32(0.5))
        for n, g, t in T.grid(8, 8, 4):
            with T.sblock("dX"):
                v_n, v_g, v_t = T.axis.remap("SSR", [n, g, t])
                T.reads(dY[v_n, v_g * 4 + v_t], V[v_n, v_g * 4 + v_t], X[v_n, v_g])
                T.writes(dX[v_n, v_g])
                with T.init():
                    dX[v_n, v_g] = T.float32(0.0)
                dX[v_n, v_g] = dX[v_n, v_g] + dY[v_n, v_g * 4 + v_t] * V[v_n, v_g * 4 + v_t] * T.exp(X[v_n, v_g] * T.float32(0.5)) * T.float32(0.5)

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((8, 8), "float32"), V: T.Buffer((8, 32), "float32"), Y: T.Buffer((8, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, i in T.grid(8, 32):
            with T.sblock("Y"):
                v_n, v_i = T.axis.remap("SS", [n, i])
                T.reads(V[v_n, v_i], X[v_n, v_i // 4])
                T.writes(Y[v_n, v_i])
                Y[v_n, v_i] = V[v_n, v_i] * T.exp(X[v_n, v_i // 4] * T.float32(0.5))