# tensor-cse case `lse_two_windows` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((8, 32), "float32"), dY1: T.Buffer((8,), "float32"), dY2: T.Buffer((8,), "float32"), dX: T.Buffer((8, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        s_half = T.sblock_alloc_buffer((8,))
        s_full = T.sblock_alloc_buffer((8,))
        for n, a in T.grid(8, 16):
            with T.sblock("s_half"):
                v_n, v_a = T.axis.remap("SR", [n, a])
                T.reads(X[v_n, v_a])
                T.writes(s_half[v_n])
                with T.init():
                    s_half[v_n] = T.float32(0.0)
                s_half[v_n] = s_half[v_n] + T.exp(X[v_n, v_a])
        for n, b in T.grid(8, 32):
            with T.sblock("s_full"):
                v_n, v_b = T.axis.remap("SR", [n, b])
                T.reads(X[v_n, v_b])
                T.writes(s_full[v_n])
                with T.init():
                    s_full[v_n] = T.float32(0.0)
                s_full[v_n] = s_full[v_n] + T.exp(X[v_n, v_b])
        for n, j in T.grid(8, 32):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dY1[v_n], X[v_n, v_j], s_half[v_n], dY2[v_n], s_full[v_n])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = T.if_then_else(v_j < 16, dY1[v_n] * T.exp(X[v_n, v_j]) / s_half[v_n], T.float32(0.0)) + dY2[v_n] * T.exp(X[v_n, v_j]) / s_full[v_n]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((8, 32), "float32"), Y1: T.Buffer((8,), "float32"), Y2: T.Buffer((8,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        s_half = T.sblock_alloc_buffer((8,))
        s_full = T.sblock_alloc_buffer((8,))
        for n, a in T.grid(8, 16):
            with T.sblock("s_half"):
                v_n, v_a = T.axis.remap("SR", [n, a])
                T.reads(X[v_n, v_a])
                T.writes(s_half[v_n])
                with T.init():
                    s_half[v_n] = T.float32(0.0)
                s_half[v_n] = s_half[v_n] + T.exp(X[v_n, v_a])
        for n in range(8):
            with T.sblock("Y1"):
                v_n = T.axis.spatial(8, n)
                T.reads(s_half[v_n])
                T.writes(Y1[v_n])
                Y1[v_n] = T.log(s_half[v_n])
        for n, b in T.grid(8, 32):
            with T.sblock("s_full"):
                v_n, v_b = T.axis.remap("SR", [n, b])
                T.reads(X[v_n, v_b])
                T.writes(s_full[v_n])
                with T.init():
                    s_full[v_n] = T.float32(0.0)
                s_full[v_n] = s_full[v_n] + T.exp(X[v_n, v_b])
        for n in range(8):
            with T.sblock("Y2"):
                v_n = T.axis.spatial(8, n)
                T.reads(s_full[v_n])
                T.writes(Y2[v_n])
                Y2[v_n] = T.log(s_full[v_n])