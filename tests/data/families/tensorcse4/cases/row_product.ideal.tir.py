# tensor-cse case `row_product` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 8), "float32"), dY: T.Buffer((16,), "float32"), Y: T.Buffer((16,), "float32"), dX: T.Buffer((16, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, j in T.grid(16, 8):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dY[v_n], Y[v_n], X[v_n, v_j])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = dY[v_n] * Y[v_n] / X[v_n, v_j]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 8), "float32"), Y: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, d in T.grid(16, 8):
            with T.sblock("Y"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(X[v_n, v_d])
                T.writes(Y[v_n])
                with T.init():
                    Y[v_n] = T.float32(1.0)
                Y[v_n] = Y[v_n] * X[v_n, v_d]