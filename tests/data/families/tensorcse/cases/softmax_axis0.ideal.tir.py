# tensor-cse case `softmax_axis0` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((32, 8), "float32"), dY: T.Buffer((32, 8), "float32"), Y: T.Buffer((32, 8), "float32"), dX: T.Buffer((32, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dot = T.sblock_alloc_buffer((8,))
        for j, n in T.grid(8, 32):
            with T.sblock("dot"):
                v_j, v_n = T.axis.remap("SR", [j, n])
                T.reads(dY[v_n, v_j], Y[v_n, v_j])
                T.writes(dot[v_j])
                with T.init():
                    dot[v_j] = T.float32(0.0)
                dot[v_j] = dot[v_j] + dY[v_n, v_j] * Y[v_n, v_j]
        for n, j in T.grid(32, 8):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(Y[v_n, v_j], dY[v_n, v_j], dot[v_j])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = Y[v_n, v_j] * (dY[v_n, v_j] - dot[v_j])

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((32, 8), "float32"), Y: T.Buffer((32, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_max = T.sblock_alloc_buffer((8,))
        e = T.sblock_alloc_buffer((32, 8))
        e_sum = T.sblock_alloc_buffer((8,))
        for j, n in T.grid(8, 32):
            with T.sblock("x_max"):
                v_j, v_n = T.axis.remap("SR", [j, n])
                T.reads(X[v_n, v_j])
                T.writes(x_max[v_j])
                with T.init():
                    x_max[v_j] = T.float32(-340282346638528859811704183484516925440.0)
                x_max[v_j] = T.max(x_max[v_j], X[v_n, v_j])
        for n, j in T.grid(32, 8):
            with T.sblock("e"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j], x_max[v_j])
                T.writes(e[v_n, v_j])
                e[v_n, v_j] = T.exp(X[v_n, v_j] - x_max[v_j])
        for j, n in T.grid(8, 32):
            with T.sblock("e_sum"):
                v_j, v_n = T.axis.remap("SR", [j, n])
                T.reads(e[v_n, v_j])
                T.writes(e_sum[v_j])
                with T.init():
                    e_sum[v_j] = T.float32(0.0)
                e_sum[v_j] = e_sum[v_j] + e[v_n, v_j]
        for n, j in T.grid(32, 8):
            with T.sblock("Y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(e[v_n, v_j], e_sum[v_j])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = e[v_n, v_j] / e_sum[v_j]