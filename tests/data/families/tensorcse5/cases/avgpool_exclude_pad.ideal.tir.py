# tensor-cse case `avgpool_exclude_pad` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((2, 4, 16), "float32"), dY: T.Buffer((2, 4, 16), "float32"), Y: T.Buffer((2, 4, 16), "float32"), cnt: T.Buffer((16,), "float32"), dX: T.Buffer((2, 4, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        g = T.sblock_alloc_buffer((2, 4, 16))
        for n, ch, o in T.grid(2, 4, 16):
            with T.sblock("g"):
                v_n, v_ch, v_o = T.axis.remap("SSS", [n, ch, o])
                T.reads(dY[v_n, v_ch, v_o], Y[v_n, v_ch, v_o], cnt[v_o])
                T.writes(g[v_n, v_ch, v_o])
                g[v_n, v_ch, v_o] = dY[v_n, v_ch, v_o] * (T.float32(1.0) - Y[v_n, v_ch, v_o] * Y[v_n, v_ch, v_o]) / cnt[v_o]
        for n, ch, j, k in T.grid(2, 4, 16, 3):
            with T.sblock("dX"):
                v_n, v_ch, v_j, v_k = T.axis.remap("SSSR", [n, ch, j, k])
                T.reads(g[v_n, v_ch, v_j + 1 - v_k])
                T.writes(dX[v_n, v_ch, v_j])
                with T.init():
                    dX[v_n, v_ch, v_j] = T.float32(0.0)
                dX[v_n, v_ch, v_j] = dX[v_n, v_ch, v_j] + T.if_then_else(-1 <= v_j - v_k and v_j - v_k < 15, g[v_n, v_ch, v_j + 1 - v_k], T.float32(0.0))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((2, 4, 16), "float32"), Y: T.Buffer((2, 4, 16), "float32"), cnt: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        S = T.sblock_alloc_buffer((2, 4, 16))
        for n, ch, i, k in T.grid(2, 4, 16, 3):
            with T.sblock("S"):
                v_n, v_ch, v_i, v_k = T.axis.remap("SSSR", [n, ch, i, k])
                T.reads(X[v_n, v_ch, v_i + v_k - 1])
                T.writes(S[v_n, v_ch, v_i])
                with T.init():
                    S[v_n, v_ch, v_i] = T.float32(0.0)
                S[v_n, v_ch, v_i] = S[v_n, v_ch, v_i] + T.if_then_else(1 <= v_i + v_k and v_i + v_k < 17, X[v_n, v_ch, v_i + v_k - 1], T.float32(0.0))
        for i in range(16):
            with T.sblock("cnt"):
                v_i = T.axis.spatial(16, i)
                T.reads()
                T.writes(cnt[v_i])
                cnt[v_i] = T.Cast("float32", T.min(v_i + 1, 15) + 1 - T.max(v_i - 1, 0))
        for n, ch, i in T.grid(2, 4, 16):
            with T.sblock("Y"):
                v_n, v_ch, v_i = T.axis.remap("SSS", [n, ch, i])
                T.reads(S[v_n, v_ch, v_i], cnt[v_i])
                T.writes(Y[v_n, v_ch, v_i])
                Y[v_n, v_ch, v_i] = T.tanh(S[v_n, v_ch, v_i] / cnt[v_i])