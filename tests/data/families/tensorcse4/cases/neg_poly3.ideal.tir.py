# tensor-cse case `neg_poly3` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float32"), dY: T.Buffer((16, 32), "float32"), dX: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for i, j in T.grid(16, 32):
            with T.sblock("dX"):
                v_i, v_j = T.axis.remap("SS", [i, j])
                T.reads(dY[v_i, v_j], X[v_i, v_j])
                T.writes(dX[v_i, v_j])
                dX[v_i, v_j] = dY[v_i, v_j] * (X[v_i, v_j] * X[v_i, v_j] * T.float32(0.29999999999999999) + X[v_i, v_j] + T.float32(1.0))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float32"), Y: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for i, j in T.grid(16, 32):
            with T.sblock("Y"):
                v_i, v_j = T.axis.remap("SS", [i, j])
                T.reads(X[v_i, v_j])
                T.writes(Y[v_i, v_j])
                Y[v_i, v_j] = X[v_i, v_j] * X[v_i, v_j] * X[v_i, v_j] * T.float32(0.10000000000000001) + X[v_i, v_j] * X[v_i, v_j] * T.float32(0.5) + X[v_i, v_j]