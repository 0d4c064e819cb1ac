# tensor-cse case `minmax_scale` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float32"), dY: T.Buffer((16, 32), "float32"), x_min: T.Buffer((16,), "float32"), x_max: T.Buffer((16,), "float32"), rng: T.Buffer((16,), "float32"), Y: T.Buffer((16, 32), "float32"), dX: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        t = T.sblock_alloc_buffer((16,))
        sdy = T.sblock_alloc_buffer((16,))
        for n, d in T.grid(16, 32):
            with T.sblock("t"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(dY[v_n, v_d], Y[v_n, v_d])
                T.writes(t[v_n])
                with T.init():
                    t[v_n] = T.float32(0.0)
                t[v_n] = t[v_n] + dY[v_n, v_d] * Y[v_n, v_d]
        for n, d in T.grid(16, 32):
            with T.sblock("sdy"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(dY[v_n, v_d])
                T.writes(sdy[v_n])
                with T.init():
                    sdy[v_n] = T.float32(0.0)
                sdy[v_n] = sdy[v_n] + dY[v_n, v_d]
        for n, j in T.grid(16, 32):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dY[v_n, v_j], rng[v_n], X[v_n, v_j], x_min[v_n], t[v_n], sdy[v_n], x_max[v_n])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = dY[v_n, v_j] / rng[v_n] + T.if_then_else(X[v_n, v_j] == x_min[v_n], t[v_n] / rng[v_n] - sdy[v_n] / rng[v_n], T.float32(0.0)) - T.if_then_else(X[v_n, v_j] == x_max[v_n], t[v_n] / rng[v_n], T.float32(0.0))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float32"), Y: T.Buffer((16, 32), "float32"), x_min: T.Buffer((16,), "float32"), x_max: T.Buffer((16,), "float32"), rng: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, d in T.grid(16, 32):
            with T.sblock("x_min"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(X[v_n, v_d])
                T.writes(x_min[v_n])
                with T.init():
                    x_min[v_n] = T.float32(340282346638528859811704183484516925440.0)
                x_min[v_n] = T.min(x_min[v_n], X[v_n, v_d])
        for n, d in T.grid(16, 32):
            with T.sblock("x_max"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(X[v_n, v_d])
                T.writes(x_max[v_n])
                with T.init():
                    x_max[v_n] = T.float32(-340282346638528859811704183484516925440.0)
                x_max[v_n] = T.max(x_max[v_n], X[v_n, v_d])
        for n in range(16):
            with T.sblock("rng"):
                v_n = T.axis.spatial(16, n)
                T.reads(x_max[v_n], x_min[v_n])
                T.writes(rng[v_n])
                rng[v_n] = x_max[v_n] - x_min[v_n] + T.float32(1.0000000000000001e-05)
        for n, j in T.grid(16, 32):
            with T.sblock("Y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j], x_min[v_n], rng[v_n])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = (X[v_n, v_j] - x_min[v_n]) / rng[v_n]