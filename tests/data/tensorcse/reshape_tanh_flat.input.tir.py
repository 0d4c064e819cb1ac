# From tests/data/families/tensorcse4 (TE's output): Y[n, j] = tanh(X[32 n + j] * 0.5 + 0.25) over
# a flat X; the backward's tanh(X[k] * 0.5 + 0.25) is Y at [k // 32, k % 32] (the index split by
# the coefficients of n and j, j ranging over 0..32).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((512,), "float32"), dY: T.Buffer((16, 32), "float32"), dX: T.Buffer((512,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for k in range(512):
            with T.sblock("dX"):
                v_k = T.axis.spatial(512, k)
                T.reads(dY[v_k // 32, v_k % 32], X[v_k])
                T.writes(dX[v_k])
                dX[v_k] = dY[v_k // 32, v_k % 32] * (T.float32(1.0) - T.tanh(X[v_k] * T.float32(0.5) + T.float32(0.25)) * T.tanh(X[v_k] * T.float32(0.5) + T.float32(0.25))) * T.float32(0.5)

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((512,), "float32"), Y: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, j in T.grid(16, 32):
            with T.sblock("Y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n * 32 + v_j])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = T.tanh(X[v_n * 32 + v_j] * T.float32(0.5) + T.float32(0.25))
