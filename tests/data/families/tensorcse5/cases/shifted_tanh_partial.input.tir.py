# tensor-cse case `shifted_tanh_partial` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((64,), "float32"), dY: T.Buffer((64,), "float32"), dX: T.Buffer((64,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for k in range(64):
            with T.sblock("dX"):
                v_k = T.axis.spatial(64, k)
                T.reads(dY[v_k - 1:v_k - 1 + 2], X[v_k - 1:v_k - 1 + 3])
                T.writes(dX[v_k])
                dX[v_k] = T.if_then_else(v_k < 63, dY[v_k] * T.tanh(X[v_k + 1] * T.float32(0.5)), dY[v_k]) + T.if_then_else(1 <= v_k, dY[v_k - 1] * X[v_k - 1], T.float32(0.0)) * ((T.float32(1.0) - T.tanh(X[v_k] * T.float32(0.5)) * T.tanh(X[v_k] * T.float32(0.5))) * T.float32(0.5))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((64,), "float32"), Y: T.Buffer((64,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for i in range(64):
            with T.sblock("Y"):
                v_i = T.axis.spatial(64, i)
                T.reads(X[v_i:v_i + 2])
                T.writes(Y[v_i])
                Y[v_i] = T.if_then_else(v_i < 63, X[v_i] * T.tanh(X[v_i + 1] * T.float32(0.5)), X[v_i])