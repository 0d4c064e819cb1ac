# tensor-cse case `window_logsumexp` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((64,), "float32"), dY: T.Buffer((62,), "float32"), dX: T.Buffer((64,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        S = T.sblock_alloc_buffer((62,))
        g = T.sblock_alloc_buffer((64,))
        for i, k in T.grid(62, 3):
            with T.sblock("S"):
                v_i, v_k = T.axis.remap("SR", [i, k])
                T.reads(X[v_i + v_k])
                T.writes(S[v_i])
                with T.init():
                    S[v_i] = T.float32(0.0)
                S[v_i] = S[v_i] + T.exp(X[v_i + v_k] * T.float32(0.5))
        for j, k in T.grid(64, 3):
            with T.sblock("g"):
                v_j, v_k = T.axis.remap("SR", [j, k])
                T.reads(dY[v_j - v_k], S[v_j - v_k])
                T.writes(g[v_j])
                with T.init():
                    g[v_j] = T.float32(0.0)
                g[v_j] = g[v_j] + T.if_then_else(0 <= v_j - v_k and v_j - v_k < 62, dY[v_j - v_k] / S[v_j - v_k], T.float32(0.0))
        for j in range(64):
            with T.sblock("dX"):
                v_j = T.axis.spatial(64, j)
                T.reads(X[v_j], g[v_j])
                T.writes(dX[v_j])
                dX[v_j] = T.exp(X[v_j] * T.float32(0.5)) * T.float32(0.5) * g[v_j]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((64,), "float32"), Y: T.Buffer((62,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        S = T.sblock_alloc_buffer((62,))
        for i, k in T.grid(62, 3):
            with T.sblock("S"):
                v_i, v_k = T.axis.remap("SR", [i, k])
                T.reads(X[v_i + v_k])
                T.writes(S[v_i])
                with T.init():
                    S[v_i] = T.float32(0.0)
                S[v_i] = S[v_i] + T.exp(X[v_i + v_k] * T.float32(0.5))
        for i in range(62):
            with T.sblock("Y"):
                v_i = T.axis.spatial(62, i)
                T.reads(S[v_i])
                T.writes(Y[v_i])
                Y[v_i] = T.log(S[v_i])