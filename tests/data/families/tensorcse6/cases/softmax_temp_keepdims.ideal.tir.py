# tensor-cse case `softmax_temp_keepdims` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float32"), itau: T.Buffer((1,), "float32"), dY: T.Buffer((16, 32), "float32"), Y: T.Buffer((16, 32), "float32"), dX: T.Buffer((16, 32), "float32"), ditau: T.Buffer((1,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dot = T.sblock_alloc_buffer((16, 1))
        dz = T.sblock_alloc_buffer((16, 32))
        for n, o, j in T.grid(16, 1, 32):
            with T.sblock("dot"):
                v_n, v_o, v_j = T.axis.remap("SSR", [n, o, j])
                T.reads(dY[v_n, v_j], Y[v_n, v_j])
                T.writes(dot[v_n, v_o])
                with T.init():
                    dot[v_n, v_o] = T.float32(0.0)
                dot[v_n, v_o] = dot[v_n, v_o] + dY[v_n, v_j] * Y[v_n, v_j]
        for n, jj in T.grid(16, 32):
            with T.sblock("dz"):
                v_n, v_jj = T.axis.remap("SS", [n, jj])
                T.reads(Y[v_n, v_jj], dY[v_n, v_jj], dot[v_n, 0])
                T.writes(dz[v_n, v_jj])
                dz[v_n, v_jj] = Y[v_n, v_jj] * (dY[v_n, v_jj] - dot[v_n, 0])
        for n, jj in T.grid(16, 32):
            with T.sblock("dX"):
                v_n, v_jj = T.axis.remap("SS", [n, jj])
                T.reads(dz[v_n, v_jj], itau[0])
                T.writes(dX[v_n, v_jj])
                dX[v_n, v_jj] = dz[v_n, v_jj] * itau[0]
        for o, n, j in T.grid(1, 16, 32):
            with T.sblock("ditau"):
                v_o, v_n, v_j = T.axis.remap("SRR", [o, n, j])
                T.reads(dz[v_n, v_j], X[v_n, v_j])
                T.writes(ditau[v_o])
                with T.init():
                    ditau[v_o] = T.float32(0.0)
                ditau[v_o] = ditau[v_o] + dz[v_n, v_j] * X[v_n, v_j]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float32"), itau: T.Buffer((1,), "float32"), Y: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        z_max = T.sblock_alloc_buffer((16, 1))
        e = T.sblock_alloc_buffer((16, 32))
        e_sum = T.sblock_alloc_buffer((16, 1))
        for n, o, j in T.grid(16, 1, 32):
            with T.sblock("z_max"):
                v_n, v_o, v_j = T.axis.remap("SSR", [n, o, j])
                T.reads(X[v_n, v_j], itau[0])
                T.writes(z_max[v_n, v_o])
                with T.init():
                    z_max[v_n, v_o] = T.float32(-340282346638528859811704183484516925440.0)
                z_max[v_n, v_o] = T.max(z_max[v_n, v_o], X[v_n, v_j] * itau[0])
        for n, jj in T.grid(16, 32):
            with T.sblock("e"):
                v_n, v_jj = T.axis.remap("SS", [n, jj])
                T.reads(X[v_n, v_jj], itau[0], z_max[v_n, 0])
                T.writes(e[v_n, v_jj])
                e[v_n, v_jj] = T.exp(X[v_n, v_jj] * itau[0] - z_max[v_n, 0])
        for n, o, j in T.grid(16, 1, 32):
            with T.sblock("e_sum"):
                v_n, v_o, v_j = T.axis.remap("SSR", [n, o, j])
                T.reads(e[v_n, v_j])
                T.writes(e_sum[v_n, v_o])
                with T.init():
                    e_sum[v_n, v_o] = T.float32(0.0)
                e_sum[v_n, v_o] = e_sum[v_n, v_o] + e[v_n, v_j]
        for n, jj in T.grid(16, 32):
            with T.sblock("Y"):
                v_n, v_jj = T.axis.remap("SS", [n, jj])
                T.reads(e[v_n, v_jj], e_sum[v_n, 0])
                T.writes(Y[v_n, v_jj])
                Y[v_n, v_jj] = e[v_n, v_jj] / e_sum[v_n, 0]