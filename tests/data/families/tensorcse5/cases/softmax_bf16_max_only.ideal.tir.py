# tensor-cse case `softmax_bf16_max_only` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "bfloat16"), dY: T.Buffer((16, 32), "bfloat16"), x_max: T.Buffer((16,), "bfloat16"), dX: T.Buffer((16, 32), "bfloat16")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        e = T.sblock_alloc_buffer((16, 32), "bfloat16")
        e_sum = T.sblock_alloc_buffer((16,), "bfloat16")
        y = T.sblock_alloc_buffer((16, 32), "bfloat16")
        dot = T.sblock_alloc_buffer((16,), "bfloat16")
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
                    e_sum[v_n] = T.bfloat16(0.0)
                e_sum[v_n] = e_sum[v_n] + e[v_n, v_d]
        for n, j in T.grid(16, 32):
            with T.sblock("y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(e[v_n, v_j], e_sum[v_n])
                T.writes(y[v_n, v_j])
                y[v_n, v_j] = e[v_n, v_j] / e_sum[v_n]
        for n, d in T.grid(16, 32):
            with T.sblock("dot"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(dY[v_n, v_d], y[v_n, v_d])
                T.writes(dot[v_n])
                with T.init():
                    dot[v_n] = T.bfloat16(0.0)
                dot[v_n] = dot[v_n] + dY[v_n, v_d] * y[v_n, v_d]
        for n, j in T.grid(16, 32):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(y[v_n, v_j], dY[v_n, v_j], dot[v_n])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = y[v_n, v_j] * (dY[v_n, v_j] - dot[v_n])

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "bfloat16"), Y: T.Buffer((16, 32), "bfloat16"), x_max: T.Buffer((16,), "bfloat16")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        e = T.sblock_alloc_buffer((16, 32), "bfloat16")
        e_sum = T.sblock_alloc_buffer((16,), "bfloat16")
        for n, d in T.grid(16, 32):
            with T.sblock("x_max"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(X[v_n, v_d])
                T.writes(x_max[v_n])
                with T.init():
                    x_max[v_n] = T.bfloat16(-340282346638528859811704183484516925440.0)
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
                    e_sum[v_n] = T.bfloat16(0.0)
                e_sum[v_n] = e_sum[v_n] + e[v_n, v_d]
        for n, j in T.grid(16, 32):
            with T.sblock("Y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(e[v_n, v_j], e_sum[v_n])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = e[v_n, v_j] / e_sum[v_n]