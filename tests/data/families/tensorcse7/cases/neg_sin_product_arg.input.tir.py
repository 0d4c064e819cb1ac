# tensor-cse case `neg_sin_product_arg` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float32"), w: T.Buffer((32,), "float32"), dY: T.Buffer((16, 32), "float32"), dX: T.Buffer((16, 32), "float32"), dw: T.Buffer((32,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, j in T.grid(16, 32):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dY[v_n, v_j], X[v_n, v_j], w[v_j])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = dY[v_n, v_j] * T.cos(X[v_n, v_j] * w[v_j]) * w[v_j]
        for j, n in T.grid(32, 16):
            with T.sblock("dw"):
                v_j, v_n = T.axis.remap("SR", [j, n])
                T.reads(dY[v_n, v_j], X[v_n, v_j], w[v_j])
                T.writes(dw[v_j])
                with T.init():
                    dw[v_j] = T.float32(0.0)
                dw[v_j] = dw[v_j] + dY[v_n, v_j] * T.cos(X[v_n, v_j] * w[v_j]) * X[v_n, v_j]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float32"), w: T.Buffer((32,), "float32"), Y: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, j in T.grid(16, 32):
            with T.sblock("Y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j], w[v_j])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = T.sin(X[v_n, v_j] * w[v_j])