# tensor-cse case `softmax_entropy` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((8, 32), "float32"), dH: T.Buffer((8,), "float32"), dX: T.Buffer((8, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_max = T.sblock_alloc_buffer((8,))
        e_sum = T.sblock_alloc_buffer((8,))
        p = T.sblock_alloc_buffer((8, 32))
        H = T.sblock_alloc_buffer((8,))
        for n, j in T.grid(8, 32):
            with T.sblock("x_max"):
                v_n, v_j = T.axis.remap("SR", [n, j])
                T.reads(X[v_n, v_j])
                T.writes(x_max[v_n])
                with T.init():
                    x_max[v_n] = T.float32(-340282346638528859811704183484516925440.0)
                x_max[v_n] = T.max(x_max[v_n], X[v_n, v_j])
        for n, j in T.grid(8, 32):
            with T.sblock("e_sum"):
                v_n, v_j = T.axis.remap("SR", [n, j])
                T.reads(X[v_n, v_j], x_max[v_n])
                T.writes(e_sum[v_n])
                with T.init():
                    e_sum[v_n] = T.float32(0.0)
                e_sum[v_n] = e_sum[v_n] + T.exp(X[v_n, v_j] - x_max[v_n])
        for n, j in T.grid(8, 32):
            with T.sblock("p"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j], x_max[v_n], e_sum[v_n])
                T.writes(p[v_n, v_j])
                p[v_n, v_j] = T.exp(X[v_n, v_j] - x_max[v_n]) / e_sum[v_n]
        for n, j in T.grid(8, 32):
            with T.sblock("H"):
                v_n, v_j = T.axis.remap("SR", [n, j])
                T.reads(p[v_n, v_j], e_sum[v_n], x_max[v_n], X[v_n, v_j])
                T.writes(H[v_n])
                with T.init():
                    H[v_n] = T.float32(0.0)
                H[v_n] = H[v_n] + p[v_n, v_j] * (T.log(e_sum[v_n]) + x_max[v_n] - X[v_n, v_j])
        for n, j in T.grid(8, 32):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dH[v_n], p[v_n, v_j], e_sum[v_n], x_max[v_n], X[v_n, v_j], H[v_n])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = dH[v_n] * p[v_n, v_j] * (T.log(e_sum[v_n]) + x_max[v_n] - X[v_n, v_j] - H[v_n])

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((8, 32), "float32"), H: T.Buffer((8,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_max = T.sblock_alloc_buffer((8,))
        e_sum = T.sblock_alloc_buffer((8,))
        p = T.sblock_alloc_buffer((8, 32))
        for n, j in T.grid(8, 32):
            with T.sblock("x_max"):
                v_n, v_j = T.axis.remap("SR", [n, j])
                T.reads(X[v_n, v_j])
                T.writes(x_max[v_n])
                with T.init():
                    x_max[v_n] = T.float32(-340282346638528859811704183484516925440.0)
                x_max[v_n] = T.max(x_max[v_n], X[v_n, v_j])
        for n, j in T.grid(8, 32):
            with T.sblock("e_sum"):
                v_n, v_j = T.axis.remap("SR", [n, j])
                T.reads(X[v_n, v_j], x_max[v_n])
                T.writes(e_sum[v_n])
                with T.init():
                    e_sum[v_n] = T.float32(0.0)
                e_sum[v_n] = e_sum[v_n] + T.exp(X[v_n, v_j] - x_max[v_n])
        for n, j in T.grid(8, 32):
            with T.sblock("p"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j], x_max[v_n], e_sum[v_n])
                T.writes(p[v_n, v_j])
                p[v_n, v_j] = T.exp(X[v_n, v_j] - x_max[v_n]) / e_sum[v_n]
        for n, j in T.grid(8, 32):
            with T.sblock("H"):
                v_n, v_j = T.axis.remap("SR", [n, j])
                T.reads(p[v_n, v_j], e_sum[v_n], x_max[v_n], X[v_n, v_j])
                T.writes(H[v_n])
                with T.init():
                    H[v_n] = T.float32(0.0)
                H[v_n] = H[v_n] + p[v_n, v_j] * (T.log(e_sum[v_n]) + x_max[v_n] - X[v_n, v_j])