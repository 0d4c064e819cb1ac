# tensor-cse case `embedding_bag_tanh` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(E: T.Buffer((16, 8), "float32"), idx: T.Buffer((4, 6), "int32"), dY: T.Buffer((4, 8), "float32"), dE: T.Buffer((16, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for v, d, b, t in T.grid(16, 8, 4, 6):
            with T.sblock("dE"):
                v_v, v_d, v_b, v_t = T.axis.remap("SSRR", [v, d, b, t])
                T.reads(idx[v_b, v_t], dY[v_b, v_d], E[idx[v_b, v_t], v_d])
                T.writes(dE[v_v, v_d])
                with T.init():
                    dE[v_v, v_d] = T.float32(0.0)
                dE[v_v, v_d] = dE[v_v, v_d] + T.if_then_else(idx[v_b, v_t] == v_v, dY[v_b, v_d] * (T.float32(1.0) - T.tanh(E[idx[v_b, v_t], v_d]) * T.tanh(E[idx[v_b, v_t], v_d])), T.float32(0.0))

    @T.prim_func(s_tir=True)
    def forward(E: T.Buffer((16, 8), "float32"), idx: T.Buffer((4, 6), "int32"), Y: T.Buffer((4, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for b, d, t in T.grid(4, 8, 6):
            with T.sblock("Y"):
                v_b, v_d, v_t = T.axis.remap("SSR", [b, d, t])
                T.reads(E[idx[v_b, v_t], v_d], idx[v_b, v_t])
                T.writes(Y[v_b, v_d])
                with T.init():
                    Y[v_b, v_d] = T.float32(0.0)
                Y[v_b, v_d] = Y[v_b, v_d] + T.tanh(E[idx[v_b, v_t], v_d])