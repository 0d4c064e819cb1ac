# tensor-cse case `tanh_of_mean` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float32"), dY: T.Buffer((16,), "float32"), dX: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((16,))
        mean = T.sblock_alloc_buffer((16,))
        for n, d in T.grid(16, 32):
            with T.sblock("x_sum"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(X[v_n, v_d])
                T.writes(x_sum[v_n])
                with T.init():
                    x_sum[v_n] = T.float32(0.0)
                x_sum[v_n] = x_sum[v_n] + X[v_n, v_d]
        for n in range(16):
            with T.sblock("mean"):
                v_n = T.axis.spatial(16, n)
                T.reads(x_sum[v_n])
                T.writes(mean[v_n])
                mean[v_n] = x_sum[v_n] * T.float32(0.03125)
        for n, j in T.grid(16, 32):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dY[v_n], mean[v_n])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = dY[v_n] * (T.float32(1.0) - T.tanh(mean[v_n]) * T.tanh(mean[v_n])) * T.float32(0.03125)

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float32"), Y: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((16,))
        mean = T.sblock_alloc_buffer((16,))
        for n, d in T.grid(16, 32):
            with T.sblock("x_sum"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(X[v_n, v_d])
                T.writes(x_sum[v_n])
                with T.init():
                    x_sum[v_n] = T.float32(0.0)
                x_sum[v_n] = x_sum[v_n] + X[v_n, v_d]
        for n in range(16):
            with T.sblock("mean"):
                v_n = T.axis.spatial(16, n)
                T.reads(x_sum[v_n])
                T.writes(mean[v_n])
                mean[v_n] = x_sum[v_n] * T.float32(0.03125)
        for n in range(16):
            with T.sblock("Y"):
                v_n = T.axis.spatial(16, n)
                T.reads(mean[v_n])
                T.writes(Y[v_n])
                Y[v_n] = T.tanh(mean[v_n])