# tensor-cse case `ce_onehot` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float32"), T_1: T.Buffer((16, 32), "float32"), dloss: T.Buffer((16,), "float32"), e: T.Buffer((16, 32), "float32"), e_sum: T.Buffer((16,), "float32"), lse: T.Buffer((16,), "float32"), dX: T.Buffer((16, 32), "float32"), dT: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        t_sum = T.sblock_alloc_buffer((16,))
        for n, j in T.grid(16, 32):
            with T.sblock("t_sum"):
                v_n, v_j = T.axis.remap("SR", [n, j])
                T.reads(T_1[v_n, v_j])
                T.writes(t_sum[v_n])
                with T.init():
                    t_sum[v_n] = T.float32(0.0)
                t_sum[v_n] = t_sum[v_n] + T_1[v_n, v_j]
        for n, k in T.grid(16, 32):
            with T.sblock("dX"):
                v_n, v_k = T.axis.remap("SS", [n, k])
                T.reads(dloss[v_n], e[v_n, v_k], e_sum[v_n], t_sum[v_n], T_1[v_n, v_k])
                T.writes(dX[v_n, v_k])
                dX[v_n, v_k] = dloss[v_n] * (e[v_n, v_k] / e_sum[v_n] * t_sum[v_n] - T_1[v_n, v_k])
        for n, k in T.grid(16, 32):
            with T.sblock("dT"):
                v_n, v_k = T.axis.remap("SS", [n, k])
                T.reads(dloss[v_n], lse[v_n], X[v_n, v_k])
                T.writes(dT[v_n, v_k])
                dT[v_n, v_k] = dloss[v_n] * (lse[v_n] - X[v_n, v_k])

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float32"), T_1: T.Buffer((16, 32), "float32"), loss: T.Buffer((16,), "float32"), e: T.Buffer((16, 32), "float32"), e_sum: T.Buffer((16,), "float32"), lse: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_max = T.sblock_alloc_buffer((16,))
        for n, d in T.grid(16, 32):
            with T.sblock("x_max"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(X[v_n, v_d])
                T.writes(x_max[v_n])
                with T.init():
                    x_max[v_n] = T.float32(-340282346638528859811704183484516925440.0)
                x_max[v_n] = T.max(x_max[v_n], X[v_n, v_d])
        for n, j in T.grid(16, 32):
            with T.sblock("e"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j], x_max[v_n])
                T.writes(e[v_n, v_j])
                e[v_n, v_j] = T.exp(X[v_n, v_j] - x_max[v_n])
        for n, d in T.grid(16, 32):
            with T.sblock("e_sum"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(e[v_n, v_d])
                T.writes(e_sum[v_n])
                with T.init():
                    e_sum[v_n] = T.float32(0.0)
                e_sum[v_n] = e_sum[v_n] + e[v_n, v_d]
        for n in range(16):
            with T.sblock("lse"):
                v_n = T.axis.spatial(16, n)
                T.reads(x_max[v_n], e_sum[v_n])
                T.writes(lse[v_n])
                lse[v_n] = x_max[v_n] + T.log(e_sum[v_n])
        for n, j in T.grid(16, 32):
            with T.sblock("loss"):
                v_n, v_j = T.axis.remap("SR", [n, j])
                T.reads(T_1[v_n, v_j], lse[v_n], X[v_n, v_j])
                T.writes(loss[v_n])
                with T.init():
                    loss[v_n] = T.float32(0.0)
                loss[v_n] = loss[v_n] + T_1[v_n, v_j] * (lse[v_n] - X[v_n, v_j])