# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((1024,), "float32"), dZ: T.Buffer((1024,), "float32"), dX: T.Buffer((1024,), "float32")):
        T.func_attr({"tirx.noalias": True})
        for k in range(1024):
            with T.sblock("dX"):
                v_k = T.axis.spatial(1024, k)
                T.reads(dZ[v_k], X[v_k])
                T.writes(dX[v_k])
                dX[v_k] = dZ[v_k] * (T.float32(1.0) - T.tanh(X[v_k] * T.float32(0.5) + T.float32(0.25)) * T.tanh(X[v_k] * T.float32(0.5) + T.float32(0.25)))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((1024,), "float32"), Y: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        for n, j in T.grid(16, 32):
            with T.sblock("Y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n * 64 + v_j])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = T.tanh(X[v_n * 64 + v_j] * T.float32(0.5) + T.float32(0.25))
