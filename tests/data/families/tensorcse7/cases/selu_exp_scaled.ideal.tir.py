# tensor-cse case `selu_exp_scaled` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float32"), dY: T.Buffer((16, 32), "float32"), ea: T.Buffer((16, 32), "float32"), dX: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, j in T.grid(16, 32):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dY[v_n, v_j], X[v_n, v_j], ea[v_n, v_j])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = dY[v_n, v_j] * T.if_then_else(T.float32(0.0) < X[v_n, v_j], T.float32(1.0507009873554805), ea[v_n, v_j])

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float32"), Y: T.Buffer((16, 32), "float32"), ea: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, j in T.grid(16, 32):
            with T.sblock("ea"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j])
                T.writes(ea[v_n, v_j])
                ea[v_n, v_j] = T.exp(X[v_n, v_j]) * T.float32(1.7580993408473766)
        for n, j in T.grid(16, 32):
            with T.sblock("Y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j], ea[v_n, v_j])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = T.if_then_else(T.float32(0.0) < X[v_n, v_j], X[v_n, v_j] * T.float32(1.0507009873554805), ea[v_n, v_j] - T.float32(1.7580993408473766))