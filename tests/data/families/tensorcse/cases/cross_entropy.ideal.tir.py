# tensor-cse case `cross_entropy` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((8, 16), "float32"), label: T.Buffer((8,), "int32"), dloss: T.Buffer((8,), "float32"), Y: T.Buffer((8, 16), "float32"), dX: T.Buffer((8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, j in T.grid(8, 16):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dloss[v_n], Y[v_n, v_j], label[v_n])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = dloss[v_n] * (Y[v_n, v_j] - T.if_then_else(v_j == label[v_n], T.float32(1.0), T.float32(0.0)))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((8, 16), "float32"), label: T.Buffer((8,), "int32"), loss: T.Buffer((8,), "float32"), Y: T.Buffer((8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_max = T.sblock_alloc_buffer((8,))
        e = T.sblock_alloc_buffer((8, 16))
        e_sum = T.sblock_alloc_buffer((8,))
        for n, d in T.grid(8, 16):
            with T.sblock("x_max"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(X[v_n, v_d])
                T.writes(x_max[v_n])
                with T.init():
                    x_max[v_n] = T.float32(-340282346638528859811704183484516925440.0)
                x_max[v_n] = T.max(x_max[v_n], X[v_n, v_d])
        for n, j in T.grid(8, 16):
            with T.sblock("e"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j], x_max[v_n])
                T.writes(e[v_n, v_j])
                e[v_n, v_j] = T.exp(X[v_n, v_j] - x_max[v_n])
        for n, d in T.grid(8, 16):
            with T.sblock("e_sum"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(e[v_n, v_d])
                T.writes(e_sum[v_n])
                with T.init():
                    e_sum[v_n] = T.float32(0.0)
                e_sum[v_n] = e_sum[v_n] + e[v_n, v_d]
        for n, j in T.grid(8, 16):
            with T.sblock("Y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(e[v_n, v_j], e_sum[v_n])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = e[v_n, v_j] / e_sum[v_n]
        for n in range(8):
            with T.sblock("loss"):
                v_n = T.axis.spatial(8, n)
                T.reads(Y[v_n, label[v_n]], label[v_n])
                T.writes(loss[v_n])
                loss[v_n] = T.log(Y[v_n, label[v_n]]) * T.float32(-1.0)