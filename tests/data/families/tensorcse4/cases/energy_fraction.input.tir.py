# tensor-cse case `energy_fraction` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float32"), dY: T.Buffer((16, 32), "float32"), dX: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        S = T.sblock_alloc_buffer((16,))
        y = T.sblock_alloc_buffer((16, 32))
        dot = T.sblock_alloc_buffer((16,))
        for n, d in T.grid(16, 32):
            with T.sblock("S"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(X[v_n, v_d])
                T.writes(S[v_n])
                with T.init():
                    S[v_n] = T.float32(0.0)
                S[v_n] = S[v_n] + X[v_n, v_d] * X[v_n, v_d]
        for n, j in T.grid(16, 32):
            with T.sblock("y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j], S[v_n])
                T.writes(y[v_n, v_j])
                y[v_n, v_j] = X[v_n, v_j] * X[v_n, v_j] / S[v_n]
        for n, d in T.grid(16, 32):
            with T.sblock("dot"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(dY[v_n, v_d], y[v_n, v_d])
                T.writes(dot[v_n])
                with T.init():
                    dot[v_n] = T.float32(0.0)
                dot[v_n] = dot[v_n] + dY[v_n, v_d] * y[v_n, v_d]
        for n, j in T.grid(16, 32):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j], S[v_n], dY[v_n, v_j], dot[v_n])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = X[v_n, v_j] * T.float32(2.0) / S[v_n] * (dY[v_n, v_j] - dot[v_n])

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float32"), Y: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        S = T.sblock_alloc_buffer((16,))
        for n, d in T.grid(16, 32):
            with T.sblock("S"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(X[v_n, v_d])
                T.writes(S[v_n])
                with T.init():
                    S[v_n] = T.float32(0.0)
                S[v_n] = S[v_n] + X[v_n, v_d] * X[v_n, v_d]
        for n, j in T.grid(16, 32):
            with T.sblock("Y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j], S[v_n])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = X[v_n, v_j] * X[v_n, v_j] / S[v_n]