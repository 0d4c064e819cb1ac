# tensor-cse case `mish_fp16` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float16"), dY: T.Buffer((16, 32), "float16"), e: T.Buffer((16, 32), "float16"), t: T.Buffer((16, 32), "float16"), dX: T.Buffer((16, 32), "float16")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, j in T.grid(16, 32):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dY[v_n, v_j], t[v_n, v_j], X[v_n, v_j], e[v_n, v_j])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = dY[v_n, v_j] * (t[v_n, v_j] + X[v_n, v_j] * (T.float16(1.0) - t[v_n, v_j] * t[v_n, v_j]) * (e[v_n, v_j] / (T.float16(1.0) + e[v_n, v_j])))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float16"), Y: T.Buffer((16, 32), "float16"), e: T.Buffer((16, 32), "float16"), t: T.Buffer((16, 32), "float16")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, j in T.grid(16, 32):
            with T.sblock("e"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j])
                T.writes(e[v_n, v_j])
                e[v_n, v_j] = T.exp(X[v_n, v_j])
        for n, j in T.grid(16, 32):
            with T.sblock("t"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(e[v_n, v_j])
                T.writes(t[v_n, v_j])
                t[v_n, v_j] = T.tanh(T.log(T.float16(1.0) + e[v_n, v_j]))
        for n, j in T.grid(16, 32):
            with T.sblock("Y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j], t[v_n, v_j])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = X[v_n, v_j] * t[v_n, v_j]