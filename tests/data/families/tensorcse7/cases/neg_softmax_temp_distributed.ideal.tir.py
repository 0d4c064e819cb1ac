# tensor-cse case `neg_softmax_temp_distributed` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float32"), x_max: T.Buffer((16,), "float32"), dY: T.Buffer((16, 32), "float32"), dX: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        q_sum = T.sblock_alloc_buffer((16,))
        p = T.sblock_alloc_buffer((16, 32))
        dot = T.sblock_alloc_buffer((16,))
        for n, j in T.grid(16, 32):
            with T.sblock("q_sum"):
                v_n, v_j = T.axis.remap("SR", [n, j])
                T.reads(X[v_n, v_j], x_max[v_n])
                T.writes(q_sum[v_n])
                with T.init():
                    q_sum[v_n] = T.float32(0.0)
                q_sum[v_n] = q_sum[v_n] + T.exp(X[v_n, v_j] * T.float32(0.5) - x_max[v_n] * T.float32(0.5))
        for n, jj in T.grid(16, 32):
            with T.sblock("p"):
                v_n, v_jj = T.axis.remap("SS", [n, jj])
                T.reads(X[v_n, v_jj], x_max[v_n], q_sum[v_n])
                T.writes(p[v_n, v_jj])
                p[v_n, v_jj] = T.exp(X[v_n, v_jj] * T.float32(0.5) - x_max[v_n] * T.float32(0.5)) / q_sum[v_n]
        for n, j in T.grid(16, 32):
            with T.sblock("dot"):
                v_n, v_j = T.axis.remap("SR", [n, j])
                T.reads(dY[v_n, v_j], p[v_n, v_j])
                T.writes(dot[v_n])
                with T.init():
                    dot[v_n] = T.float32(0.0)
                dot[v_n] = dot[v_n] + dY[v_n, v_j] * p[v_n, v_j]
        for n, jj in T.grid(16, 32):
            with T.sblock("dX"):
                v_n, v_jj = T.axis.remap("SS", [n, jj])
                T.reads(p[v_n, v_jj], dY[v_n, v_jj], dot[v_n])
                T.writes(dX[v_n, v_jj])
                dX[v_n, v_jj] = p[v_n, v_jj] * (dY[v_n, v_jj] - dot[v_n]) * T.float32(0.5)

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float32"), Y: T.Buffer((16, 32), "float32"), x_max: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        e_sum = T.sblock_alloc_buffer((16,))
        for n, j in T.grid(16, 32):
            with T.sblock("x_max"):
                v_n, v_j = T.axis.remap("SR", [n, j])
                T.reads(X[v_n, v_j])
                T.writes(x_max[v_n])
                with T.init():
                    x_max[v_n] = T.float32(-340282346638528859811704183484516925440.0)
                x_max[v_n] = T.max(x_max[v_n], X[v_n, v_j])
        for n, j in T.grid(16, 32):
            with T.sblock("e_sum"):
                v_n, v_j = T.axis.remap("SR", [n, j])
                T.reads(X[v_n, v_j], x_max[v_n])
                T.writes(e_sum[v_n])
                with T.init():
                    e_sum[v_n] = T.float32(0.0)
                e_sum[v_n] = e_sum[v_n] + T.exp((X[v_n, v_j] - x_max[v_n]) * T.float32(0.5))
        for n, jj in T.grid(16, 32):
            with T.sblock("Y"):
                v_n, v_jj = T.axis.remap("SS", [n, jj])
                T.reads(X[v_n, v_jj], x_max[v_n], e_sum[v_n])
                T.writes(Y[v_n, v_jj])
                Y[v_n, v_jj] = T.exp((X[v_n, v_jj] - x_max[v_n]) * T.float32(0.5)) / e_sum[v_n]