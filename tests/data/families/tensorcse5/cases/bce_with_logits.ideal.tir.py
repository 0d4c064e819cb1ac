# tensor-cse case `bce_with_logits` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float32"), T_1: T.Buffer((16, 32), "float32"), dloss: T.Buffer((16,), "float32"), ea: T.Buffer((16, 32), "float32"), dX: T.Buffer((16, 32), "float32"), dT: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, jj in T.grid(16, 32):
            with T.sblock("dX"):
                v_n, v_jj = T.axis.remap("SS", [n, jj])
                T.reads(dloss[v_n], X[v_n, v_jj], ea[v_n, v_jj], T_1[v_n, v_jj])
                T.writes(dX[v_n, v_jj])
                dX[v_n, v_jj] = dloss[v_n] * (T.if_then_else(T.float32(0.0) <= X[v_n, v_jj], T.float32(1.0) / (T.float32(1.0) + ea[v_n, v_jj]), ea[v_n, v_jj] / (T.float32(1.0) + ea[v_n, v_jj])) - T_1[v_n, v_jj])
        for n, jj in T.grid(16, 32):
            with T.sblock("dT"):
                v_n, v_jj = T.axis.remap("SS", [n, jj])
                T.reads(dloss[v_n], X[v_n, v_jj])
                T.writes(dT[v_n, v_jj])
                dT[v_n, v_jj] = dloss[v_n] * (X[v_n, v_jj] * T.float32(-1.0))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float32"), T_1: T.Buffer((16, 32), "float32"), loss: T.Buffer((16,), "float32"), ea: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, jj in T.grid(16, 32):
            with T.sblock("ea"):
                v_n, v_jj = T.axis.remap("SS", [n, jj])
                T.reads(X[v_n, v_jj])
                T.writes(ea[v_n, v_jj])
                ea[v_n, v_jj] = T.exp(T.fabs(X[v_n, v_jj]) * T.float32(-1.0))
        for n, j in T.grid(16, 32):
            with T.sblock("loss"):
                v_n, v_j = T.axis.remap("SR", [n, j])
                T.reads(X[v_n, v_j], T_1[v_n, v_j], ea[v_n, v_j])
                T.writes(loss[v_n])
                with T.init():
                    loss[v_n] = T.float32(0.0)
                loss[v_n] = loss[v_n] + (T.max(X[v_n, v_j], T.float32(0.0)) - X[v_n, v_j] * T_1[v_n, v_j] + T.log(T.float32(1.0) + ea[v_n, v_j]))