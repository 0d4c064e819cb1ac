# tensor-cse case `softmax3d_scaled_bias` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((2, 8, 16), "float32"), bias: T.Buffer((8, 16), "float32"), dY: T.Buffer((2, 8, 16), "float32"), Y: T.Buffer((2, 8, 16), "float32"), dX: T.Buffer((2, 8, 16), "float32"), dbias: T.Buffer((8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dot = T.sblock_alloc_buffer((2, 8))
        dZ = T.sblock_alloc_buffer((2, 8, 16))
        for b, i, j in T.grid(2, 8, 16):
            with T.sblock("dot"):
                v_b, v_i, v_j = T.axis.remap("SSR", [b, i, j])
                T.reads(dY[v_b, v_i, v_j], Y[v_b, v_i, v_j])
                T.writes(dot[v_b, v_i])
                with T.init():
                    dot[v_b, v_i] = T.float32(0.0)
                dot[v_b, v_i] = dot[v_b, v_i] + dY[v_b, v_i, v_j] * Y[v_b, v_i, v_j]
        for b, i, jj in T.grid(2, 8, 16):
            with T.sblock("dZ"):
                v_b, v_i, v_jj = T.axis.remap("SSS", [b, i, jj])
                T.reads(Y[v_b, v_i, v_jj], dY[v_b, v_i, v_jj], dot[v_b, v_i])
                T.writes(dZ[v_b, v_i, v_jj])
                dZ[v_b, v_i, v_jj] = Y[v_b, v_i, v_jj] * (dY[v_b, v_i, v_jj] - dot[v_b, v_i])
        for b, i, jj in T.grid(2, 8, 16):
            with T.sblock("dX"):
                v_b, v_i, v_jj = T.axis.remap("SSS", [b, i, jj])
                T.reads(dZ[v_b, v_i, v_jj])
                T.writes(dX[v_b, v_i, v_jj])
                dX[v_b, v_i, v_jj] = dZ[v_b, v_i, v_jj] * T.float32(0.125)
        for i, jj, b in T.grid(8, 16, 2):
            with T.sblock("dbias"):
                v_i, v_jj, v_b = T.axis.remap("SSR", [i, jj, b])
                T.reads(dZ[v_b, v_i, v_jj])
                T.writes(dbias[v_i, v_jj])
                with T.init():
                    dbias[v_i, v_jj] = T.float32(0.0)
                dbias[v_i, v_jj] = dbias[v_i, v_jj] + dZ[v_b, v_i, v_jj]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((2, 8, 16), "float32"), bias: T.Buffer((8, 16), "float32"), Y: T.Buffer((2, 8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        s_max = T.sblock_alloc_buffer((2, 8))
        e = T.sblock_alloc_buffer((2, 8, 16))
        e_sum = T.sblock_alloc_buffer((2, 8))
        for b, i, j in T.grid(2, 8, 16):
            with T.sblock("s_max"):
                v_b, v_i, v_j = T.axis.remap("SSR", [b, i, j])
                T.reads(X[v_b, v_i, v_j], bias[v_i, v_j])
                T.writes(s_max[v_b, v_i])
                with T.init():
                    s_max[v_b, v_i] = T.float32(-340282346638528859811704183484516925440.0)
                s_max[v_b, v_i] = T.max(s_max[v_b, v_i], X[v_b, v_i, v_j] * T.float32(0.125) + bias[v_i, v_j])
        for b, i, jj in T.grid(2, 8, 16):
            with T.sblock("e"):
                v_b, v_i, v_jj = T.axis.remap("SSS", [b, i, jj])
                T.reads(X[v_b, v_i, v_jj], bias[v_i, v_jj], s_max[v_b, v_i])
                T.writes(e[v_b, v_i, v_jj])
                e[v_b, v_i, v_jj] = T.exp(X[v_b, v_i, v_jj] * T.float32(0.125) + bias[v_i, v_jj] - s_max[v_b, v_i])
        for b, i, j in T.grid(2, 8, 16):
            with T.sblock("e_sum"):
                v_b, v_i, v_j = T.axis.remap("SSR", [b, i, j])
                T.reads(e[v_b, v_i, v_j])
                T.writes(e_sum[v_b, v_i])
                with T.init():
                    e_sum[v_b, v_i] = T.float32(0.0)
                e_sum[v_b, v_i] = e_sum[v_b, v_i] + e[v_b, v_i, v_j]
        for b, i, jj in T.grid(2, 8, 16):
            with T.sblock("Y"):
                v_b, v_i, v_jj = T.axis.remap("SSS", [b, i, jj])
                T.reads(e[v_b, v_i, v_jj], e_sum[v_b, v_i])
                T.writes(Y[v_b, v_i, v_jj])
                Y[v_b, v_i, v_jj] = e[v_b, v_i, v_jj] / e_sum[v_b, v_i]