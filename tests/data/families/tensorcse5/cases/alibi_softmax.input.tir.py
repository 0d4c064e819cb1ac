# tensor-cse case `alibi_softmax` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((2, 8, 8), "float32"), slope: T.Buffer((2,), "float32"), dY: T.Buffer((2, 8, 8), "float32"), dX: T.Buffer((2, 8, 8), "float32"), dslope: T.Buffer((2,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        z_max = T.sblock_alloc_buffer((2, 8))
        e = T.sblock_alloc_buffer((2, 8, 8))
        e_sum = T.sblock_alloc_buffer((2, 8))
        y = T.sblock_alloc_buffer((2, 8, 8))
        dot = T.sblock_alloc_buffer((2, 8))
        dZ = T.sblock_alloc_buffer((2, 8, 8))
        for h, i, j in T.grid(2, 8, 8):
            with T.sblock("z_max"):
                v_h, v_i, v_j = T.axis.remap("SSR", [h, i, j])
                T.reads(X[v_h, v_i, v_j], slope[v_h])
                T.writes(z_max[v_h, v_i])
                with T.init():
                    z_max[v_h, v_i] = T.float32(-340282346638528859811704183484516925440.0)
                z_max[v_h, v_i] = T.max(z_max[v_h, v_i], X[v_h, v_i, v_j] * T.float32(0.25) + slope[v_h] * T.Cast("float32", v_j - v_i))
        for h, i, jj in T.grid(2, 8, 8):
            with T.sblock("e"):
                v_h, v_i, v_jj = T.axis.remap("SSS", [h, i, jj])
                T.reads(X[v_h, v_i, v_jj], slope[v_h], z_max[v_h, v_i])
                T.writes(e[v_h, v_i, v_jj])
                e[v_h, v_i, v_jj] = T.exp(X[v_h, v_i, v_jj] * T.float32(0.25) + slope[v_h] * T.Cast("float32", v_jj - v_i) - z_max[v_h, v_i])
        for h, i, j in T.grid(2, 8, 8):
            with T.sblock("e_sum"):
                v_h, v_i, v_j = T.axis.remap("SSR", [h, i, j])
                T.reads(e[v_h, v_i, v_j])
                T.writes(e_sum[v_h, v_i])
                with T.init():
                    e_sum[v_h, v_i] = T.float32(0.0)
                e_sum[v_h, v_i] = e_sum[v_h, v_i] + e[v_h, v_i, v_j]
        for h, i, jj in T.grid(2, 8, 8):
            with T.sblock("y"):
                v_h, v_i, v_jj = T.axis.remap("SSS", [h, i, jj])
                T.reads(e[v_h, v_i, v_jj], e_sum[v_h, v_i])
                T.writes(y[v_h, v_i, v_jj])
                y[v_h, v_i, v_jj] = e[v_h, v_i, v_jj] / e_sum[v_h, v_i]
        for h, i, j in T.grid(2, 8, 8):
            with T.sblock("dot"):
                v_h, v_i, v_j = T.axis.remap("SSR", [h, i, j])
                T.reads(dY[v_h, v_i, v_j], y[v_h, v_i, v_j])
                T.writes(dot[v_h, v_i])
                with T.init():
                    dot[v_h, v_i] = T.float32(0.0)
                dot[v_h, v_i] = dot[v_h, v_i] + dY[v_h, v_i, v_j] * y[v_h, v_i, v_j]
        for h, i, jj in T.grid(2, 8, 8):
            with T.sblock("dZ"):
                v_h, v_i, v_jj = T.axis.remap("SSS", [h, i, jj])
                T.reads(y[v_h, v_i, v_jj], dY[v_h, v_i, v_jj], dot[v_h, v_i])
                T.writes(dZ[v_h, v_i, v_jj])
                dZ[v_h, v_i, v_jj] = y[v_h, v_i, v_jj] * (dY[v_h, v_i, v_jj] - dot[v_h, v_i])
        for h, i, jj in T.grid(2, 8, 8):
            with T.sblock("dX"):
                v_h, v_i, v_jj = T.axis.remap("SSS", [h, i, jj])
                T.reads(dZ[v_h, v_i, v_jj])
                T.writes(dX[v_h, v_i, v_jj])
                dX[v_h, v_i, v_jj] = dZ[v_h, v_i, v_jj] * T.float32(0.25)
        for h, i, j in T.grid(2, 8, 8):
            with T.sblock("dslope"):
                v_h, v_i, v_j = T.axis.remap("SRR", [h, i, j])
                T.reads(dZ[v_h, v_i, v_j])
                T.writes(dslope[v_h])
                with T.init():
                    dslope[v_h] = T.float32(0.0)
                dslope[v_h] = dslope[v_h] + dZ[v_h, v_i, v_j] * T.Cast("float32", v_j - v_i)

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((2, 8, 8), "float32"), slope: T.Buffer((2,), "float32"), Y: T.Buffer((2, 8, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        z_max = T.sblock_alloc_buffer((2, 8))
        e = T.sblock_alloc_buffer((2, 8, 8))
        e_sum = T.sblock_alloc_buffer((2, 8))
        for h, i, j in T.grid(2, 8, 8):
            with T.sblock("z_max"):
                v_h, v_i, v_j = T.axis.remap("SSR", [h, i, j])
                T.reads(X[v_h, v_i, v_j], slope[v_h])
                T.writes(z_max[v_h, v_i])
                with T.init():
                    z_max[v_h, v_i] = T.float32(-340282346638528859811704183484516925440.0)
                z_max[v_h, v_i] = T.max(z_max[v_h, v_i], X[v_h, v_i, v_j] * T.float32(0.25) + slope[v_h] * T.Cast("float32", v_j - v_i))
        for h, i, jj in T.grid(2, 8, 8):
            with T.sblock("e"):
                v_h, v_i, v_jj = T.axis.remap("SSS", [h, i, jj])
                T.reads(X[v_h, v_i, v_jj], slope[v_h], z_max[v_h, v_i])
                T.writes(e[v_h, v_i, v_jj])
                e[v_h, v_i, v_jj] = T.exp(X[v_h, v_i, v_jj] * T.float32(0.25) + slope[v_h] * T.Cast("float32", v_jj - v_i) - z_max[v_h, v_i])
        for h, i, j in T.grid(2, 8, 8):
            with T.sblock("e_sum"):
                v_h, v_i, v_j = T.axis.remap("SSR", [h, i, j])
                T.reads(e[v_h, v_i, v_j])
                T.writes(e_sum[v_h, v_i])
                with T.init():
                    e_sum[v_h, v_i] = T.float32(0.0)
                e_sum[v_h, v_i] = e_sum[v_h, v_i] + e[v_h, v_i, v_j]
        for h, i, jj in T.grid(2, 8, 8):
            with T.sblock("Y"):
                v_h, v_i, v_jj = T.axis.remap("SSS", [h, i, jj])
                T.reads(e[v_h, v_i, v_jj], e_sum[v_h, v_i])
                T.writes(Y[v_h, v_i, v_jj])
                Y[v_h, v_i, v_jj] = e[v_h, v_i, v_jj] / e_sum[v_h, v_i]