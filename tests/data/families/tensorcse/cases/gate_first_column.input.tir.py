# tensor-cse case `gate_first_column` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float32"), dY: T.Buffer((16, 32), "float32"), dX: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        g = T.sblock_alloc_buffer((16,))
        dot = T.sblock_alloc_buffer((16,))
        for n in range(16):
            with T.sblock("g"):
                v_n = T.axis.spatial(16, n)
                T.reads(X[v_n, 0])
                T.writes(g[v_n])
                g[v_n] = T.exp(X[v_n, 0] * T.float32(2.0))
        for n, d in T.grid(16, 32):
            with T.sblock("dot"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(dY[v_n, v_d], X[v_n, v_d])
                T.writes(dot[v_n])
                with T.init():
                    dot[v_n] = T.float32(0.0)
                dot[v_n] = dot[v_n] + dY[v_n, v_d] * X[v_n, v_d]
        for n, k in T.grid(16, 32):
            with T.sblock("dX"):
                v_n, v_k = T.axis.remap("SS", [n, k])
                T.reads(dY[v_n, v_k], g[v_n], dot[v_n])
                T.writes(dX[v_n, v_k])
                dX[v_n, v_k] = dY[v_n, v_k] * g[v_n] + T.if_then_else(v_k == 0, g[v_n] * T.float32(2.0) * dot[v_n], T.float32(0.0))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float32"), Y: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        G = T.sblock_alloc_buffer((16, 32))
        for n, j in T.grid(16, 32):
            with T.sblock("G"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j])
                T.writes(G[v_n, v_j])
                G[v_n, v_j] = T.exp(X[v_n, v_j] * T.float32(2.0))
        for n, j in T.grid(16, 32):
            with T.sblock("Y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j], G[v_n, 0])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = X[v_n, v_j] * G[v_n, 0]