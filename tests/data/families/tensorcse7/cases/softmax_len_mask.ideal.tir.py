# tensor-cse case `softmax_len_mask` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((8, 16), "float32"), lens: T.Buffer((8,), "int32"), dY: T.Buffer((8, 16), "float32"), Y: T.Buffer((8, 16), "float32"), dX: T.Buffer((8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dot = T.sblock_alloc_buffer((8,))
        for n, j in T.grid(8, 16):
            with T.sblock("dot"):
                v_n, v_j = T.axis.remap("SR", [n, j])
                T.reads(dY[v_n, v_j], Y[v_n, v_j])
                T.writes(dot[v_n])
                with T.init():
                    dot[v_n] = T.float32(0.0)
                dot[v_n] = dot[v_n] + dY[v_n, v_j] * Y[v_n, v_j]
        for n, jj in T.grid(8, 16):
            with T.sblock("dX"):
                v_n, v_jj = T.axis.remap("SS", [n, jj])
                T.reads(lens[v_n], Y[v_n, v_jj], dY[v_n, v_jj], dot[v_n])
                T.writes(dX[v_n, v_jj])
                dX[v_n, v_jj] = T.if_then_else(v_jj < lens[v_n], Y[v_n, v_jj] * (dY[v_n, v_jj] - dot[v_n]), T.float32(0.0))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((8, 16), "float32"), lens: T.Buffer((8,), "int32"), Y: T.Buffer((8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        z_max = T.sblock_alloc_buffer((8,))
        e = T.sblock_alloc_buffer((8, 16))
        e_sum = T.sblock_alloc_buffer((8,))
        for n, j in T.grid(8, 16):
            with T.sblock("z_max"):
                v_n, v_j = T.axis.remap("SR", [n, j])
                T.reads(lens[v_n], X[v_n, v_j])
                T.writes(z_max[v_n])
                with T.init():
                    z_max[v_n] = T.float32(-340282346638528859811704183484516925440.0)
                z_max[v_n] = T.max(z_max[v_n], T.if_then_else(v_j < lens[v_n], X[v_n, v_j], T.float32(-1000000000.0)))
        for n, jj in T.grid(8, 16):
            with T.sblock("e"):
                v_n, v_jj = T.axis.remap("SS", [n, jj])
                T.reads(lens[v_n], X[v_n, v_jj], z_max[v_n])
                T.writes(e[v_n, v_jj])
                e[v_n, v_jj] = T.exp(T.if_then_else(v_jj < lens[v_n], X[v_n, v_jj], T.float32(-1000000000.0)) - z_max[v_n])
        for n, j in T.grid(8, 16):
            with T.sblock("e_sum"):
                v_n, v_j = T.axis.remap("SR", [n, j])
                T.reads(e[v_n, v_j])
                T.writes(e_sum[v_n])
                with T.init():
                    e_sum[v_n] = T.float32(0.0)
                e_sum[v_n] = e_sum[v_n] + e[v_n, v_j]
        for n, jj in T.grid(8, 16):
            with T.sblock("Y"):
                v_n, v_jj = T.axis.remap("SS", [n, jj])
                T.reads(e[v_n, v_jj], e_sum[v_n])
                T.writes(Y[v_n, v_jj])
                Y[v_n, v_jj] = e[v_n, v_jj] / e_sum[v_n]