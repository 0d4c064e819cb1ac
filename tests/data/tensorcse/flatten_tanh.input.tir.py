# From tests/data/families/tensorcse4 (TE's output): the forward reads X (16x32) through the flat
# view Xf[k] = X[k // 32, k % 32] and writes Y[k] = tanh(Xf[k] * 0.5 + 0.25); the backward's
# tanh(X[n, j] * 0.5 + 0.25) is Y at k = 32 n + j, solved from the quotient and remainder pair
# (j in 0..32, so (32 n + j) // 32 is n and (32 n + j) % 32 is j).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float32"), dY: T.Buffer((512,), "float32"), dX: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, j in T.grid(16, 32):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dY[v_n * 32 + v_j], X[v_n, v_j])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = dY[v_n * 32 + v_j] * (T.float32(1.0) - T.tanh(X[v_n, v_j] * T.float32(0.5) + T.float32(0.25)) * T.tanh(X[v_n, v_j] * T.float32(0.5) + T.float32(0.25))) * T.float32(0.5)

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float32"), Y: T.Buffer((512,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        Xf = T.sblock_alloc_buffer((512,))
        for k in range(512):
            with T.sblock("Xf"):
                v_k = T.axis.spatial(512, k)
                T.reads(X[v_k // 32, v_k % 32])
                T.writes(Xf[v_k])
                Xf[v_k] = X[v_k // 32, v_k % 32]
        for k in range(512):
            with T.sblock("Y"):
                v_k = T.axis.spatial(512, k)
                T.reads(Xf[v_k])
                T.writes(Y[v_k])
                Y[v_k] = T.tanh(Xf[v_k] * T.float32(0.5) + T.float32(0.25))
