# tensor-cse case `ce_int64_ignore_index` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((8, 16), "float32"), label: T.Buffer((8,), "int64"), dloss: T.Buffer((8,), "float32"), e: T.Buffer((8, 16), "float32"), e_sum: T.Buffer((8,), "float32"), dX: T.Buffer((8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, j in T.grid(8, 16):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(label[v_n], dloss[v_n], e[v_n, v_j], e_sum[v_n])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = T.if_then_else(label[v_n] != T.int64(-1), dloss[v_n] * (e[v_n, v_j] / e_sum[v_n] - T.if_then_else(T.Cast("int64", v_j) == label[v_n], T.float32(1.0), T.float32(0.0))), T.float32(0.0))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((8, 16), "float32"), label: T.Buffer((8,), "int64"), loss: T.Buffer((8,), "float32"), e: T.Buffer((8, 16), "float32"), e_sum: T.Buffer((8,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_max = T.sblock_alloc_buffer((8,))
        for n, j in T.grid(8, 16):
            with T.sblock("x_max"):
                v_n, v_j = T.axis.remap("SR", [n, j])
                T.reads(X[v_n, v_j])
                T.writes(x_max[v_n])
                with T.init():
                    x_max[v_n] = T.float32(-340282346638528859811704183484516925440.0)
                x_max[v_n] = T.max(x_max[v_n], X[v_n, v_j])
        for n, j in T.grid(8, 16):
            with T.sblock("e"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j], x_max[v_n])
                T.writes(e[v_n, v_j])
                e[v_n, v_j] = T.exp(X[v_n, v_j] - x_max[v_n])
        for n, j in T.grid(8, 16):
            with T.sblock("e_sum"):
                v_n, v_j = T.axis.remap("SR", [n, j])
                T.reads(e[v_n, v_j])
                T.writes(e_sum[v_n])
                with T.init():
                    e_sum[v_n] = T.float32(0.0)
                e_sum[v_n] = e_sum[v_n] + e[v_n, v_j]
        for n in range(8):
            with T.sblock("loss"):
                v_n = T.axis.spatial(8, n)
                T.reads(label[v_n], x_max[v_n], e_sum[v_n], X[v_n, label[v_n]])
                T.writes(loss[v_n])
                loss[v_n] = T.if_then_else(label[v_n] != T.int64(-1), x_max[v_n] + T.log(e_sum[v_n]) - X[v_n, label[v_n]], T.float32(0.0))