# A forward selection its branch does not decide: Y[n, j] = tanh(T.if_then_else(j <= n, X[n, j],
# 0)), while the backward reads tanh(X[n, j]) under j <= n + 1, where j = n + 1 takes the other
# branch. Y is not that term there: no stash may be offered.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((4, 8), "float32"), dY: T.Buffer((4, 8), "float32"), dX: T.Buffer((4, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, j in T.grid(4, 8):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dY[v_n, v_j], X[v_n, v_j])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = T.if_then_else(v_j <= v_n + 1, dY[v_n, v_j] * (T.float32(1.0) - T.tanh(X[v_n, v_j]) * T.tanh(X[v_n, v_j])), T.float32(0.0))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((4, 8), "float32"), Y: T.Buffer((4, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, j in T.grid(4, 8):
            with T.sblock("Y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = T.tanh(T.if_then_else(v_j <= v_n, X[v_n, v_j], T.float32(0.0)))