# tensor-cse case `huber_select` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(P: T.Buffer((16, 32), "float32"), T_1: T.Buffer((16, 32), "float32"), dloss: T.Buffer((16,), "float32"), dP: T.Buffer((16, 32), "float32"), dT: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, jj in T.grid(16, 32):
            with T.sblock("dP"):
                v_n, v_jj = T.axis.remap("SS", [n, jj])
                T.reads(dloss[v_n], P[v_n, v_jj], T_1[v_n, v_jj])
                T.writes(dP[v_n, v_jj])
                dP[v_n, v_jj] = dloss[v_n] * T.if_then_else(T.fabs(P[v_n, v_jj] - T_1[v_n, v_jj]) <= T.float32(1.0), P[v_n, v_jj] - T_1[v_n, v_jj], T.if_then_else(T.float32(0.0) < P[v_n, v_jj] - T_1[v_n, v_jj], T.float32(1.0), T.float32(-1.0)))
        for n, jj in T.grid(16, 32):
            with T.sblock("dT"):
                v_n, v_jj = T.axis.remap("SS", [n, jj])
                T.reads(dP[v_n, v_jj])
                T.writes(dT[v_n, v_jj])
                dT[v_n, v_jj] = dP[v_n, v_jj] * T.float32(-1.0)

    @T.prim_func(s_tir=True)
    def forward(P: T.Buffer((16, 32), "float32"), T_1: T.Buffer((16, 32), "float32"), loss: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, j in T.grid(16, 32):
            with T.sblock("loss"):
                v_n, v_j = T.axis.remap("SR", [n, j])
                T.reads(P[v_n, v_j], T_1[v_n, v_j])
                T.writes(loss[v_n])
                with T.init():
                    loss[v_n] = T.float32(0.0)
                loss[v_n] = loss[v_n] + T.if_then_else(T.fabs(P[v_n, v_j] - T_1[v_n, v_j]) <= T.float32(1.0), T.float32(0.5) * (P[v_n, v_j] - T_1[v_n, v_j]) * (P[v_n, v_j] - T_1[v_n, v_j]), T.fabs(P[v_n, v_j] - T_1[v_n, v_j]) - T.float32(0.5))