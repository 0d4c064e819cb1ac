# tensor-cse case `reversed_tanh` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((8, 16), "float32"), dY: T.Buffer((8, 16), "float32"), Y: T.Buffer((8, 16), "float32"), dX: T.Buffer((8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for i, k in T.grid(8, 16):
            with T.sblock("dX"):
                v_i, v_k = T.axis.remap("SS", [i, k])
                T.reads(dY[v_i, T.min(v_k, 15 - v_k):T.min(v_k, 15 - v_k) + (T.max(v_k, 15 - v_k) + 1 - T.min(v_k, 15 - v_k))], Y[v_i, T.min(v_k, 15 - v_k):T.min(v_k, 15 - v_k) + (T.max(v_k, 15 - v_k) + 1 - T.min(v_k, 15 - v_k))])
                T.writes(dX[v_i, v_k])
                dX[v_i, v_k] = dY[v_i, v_k] * (T.float32(1.0) - Y[v_i, v_k] * Y[v_i, v_k]) - dY[v_i, 15 - v_k] * (T.float32(1.0) - Y[v_i, 15 - v_k] * Y[v_i, 15 - v_k])

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((8, 16), "float32"), Y: T.Buffer((8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for i, j in T.grid(8, 16):
            with T.sblock("Y"):
                v_i, v_j = T.axis.remap("SS", [i, j])
                T.reads(X[v_i, T.min(v_j, 15 - v_j):T.min(v_j, 15 - v_j) + (T.max(v_j, 15 - v_j) + 1 - T.min(v_j, 15 - v_j))])
                T.writes(Y[v_i, v_j])
                Y[v_i, v_j] = T.tanh(X[v_i, v_j] - X[v_i, 15 - v_j])