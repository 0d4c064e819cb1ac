# tensor-cse case `symmetrize_tanh` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 16), "float32"), dY: T.Buffer((16, 16), "float32"), dX: T.Buffer((16, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for i, j in T.grid(16, 16):
            with T.sblock("dX"):
                v_i, v_j = T.axis.remap("SS", [i, j])
                T.reads(dY[T.min(v_i, v_j):T.min(v_i, v_j) + (T.max(v_i, v_j) + 1 - T.min(v_i, v_j)), T.min(v_j, v_i):T.min(v_j, v_i) + (T.max(v_j, v_i) + 1 - T.min(v_j, v_i))], X[T.min(v_i, v_j):T.min(v_i, v_j) + (T.max(v_i, v_j) + 1 - T.min(v_i, v_j)), T.min(v_j, v_i):T.min(v_j, v_i) + (T.max(v_j, v_i) + 1 - T.min(v_j, v_i))])
                T.writes(dX[v_i, v_j])
                dX[v_i, v_j] = dY[v_i, v_j] * (T.float32(1.0) - T.tanh(X[v_i, v_j] + X[v_j, v_i]) * T.tanh(X[v_i, v_j] + X[v_j, v_i])) + dY[v_j, v_i] * (T.float32(1.0) - T.tanh(X[v_j, v_i] + X[v_i, v_j]) * T.tanh(X[v_j, v_i] + X[v_i, v_j]))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 16), "float32"), Y: T.Buffer((16, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for i, j in T.grid(16, 16):
            with T.sblock("Y"):
                v_i, v_j = T.axis.remap("SS", [i, j])
                T.reads(X[T.min(v_i, v_j):T.min(v_i, v_j) + (T.max(v_i, v_j) + 1 - T.min(v_i, v_j)), T.min(v_j, v_i):T.min(v_j, v_i) + (T.max(v_j, v_i) + 1 - T.min(v_j, v_i))])
                T.writes(Y[v_i, v_j])
                Y[v_i, v_j] = T.tanh(X[v_i, v_j] + X[v_j, v_i])