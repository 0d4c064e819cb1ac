# tensor-cse case `strided_pairs` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((8, 32), "float32"), dY: T.Buffer((8, 16), "float32"), Y: T.Buffer((8, 16), "float32"), dX: T.Buffer((8, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, k in T.grid(8, 32):
            with T.sblock("dX"):
                v_n, v_k = T.axis.remap("SS", [n, k])
                T.reads(dY[v_n, v_k // 2], Y[v_n, v_k // 2])
                T.writes(dX[v_n, v_k])
                dX[v_n, v_k] = dY[v_n, v_k // 2] * (Y[v_n, v_k // 2] * (T.float32(1.0) - Y[v_n, v_k // 2])) * T.if_then_else(v_k % 2 == 0, T.float32(1.0), T.float32(-1.0))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((8, 32), "float32"), Y: T.Buffer((8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, i in T.grid(8, 16):
            with T.sblock("Y"):
                v_n, v_i = T.axis.remap("SS", [n, i])
                T.reads(X[v_n, v_i * 2:v_i * 2 + 2])
                T.writes(Y[v_n, v_i])
                Y[v_n, v_i] = T.exp(X[v_n, v_i * 2]) / (T.exp(X[v_n, v_i * 2]) + T.exp(X[v_n, v_i * 2 + 1]))