# tensor-cse case `flat_transposed_scale` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((4, 128), "float32"), g: T.Buffer((8,), "float32"), dY: T.Buffer((4, 16, 8), "float32"), dX: T.Buffer((4, 128), "float32"), dg: T.Buffer((8,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, k in T.grid(4, 128):
            with T.sblock("dX"):
                v_n, v_k = T.axis.remap("SS", [n, k])
                T.reads(dY[v_n, v_k % 16, v_k // 16], X[v_n, v_k], g[v_k // 16])
                T.writes(dX[v_n, v_k])
                dX[v_n, v_k] = dY[v_n, v_k % 16, v_k // 16] * (T.float32(1.0) - T.tanh(X[v_n, v_k] * g[v_k // 16]) * T.tanh(X[v_n, v_k] * g[v_k // 16])) * g[v_k // 16]
        for ch, n, l in T.grid(8, 4, 16):
            with T.sblock("dg"):
                v_ch, v_n, v_l = T.axis.remap("SRR", [ch, n, l])
                T.reads(dY[v_n, v_l, v_ch], X[v_n, v_ch * 16 + v_l], g[v_ch])
                T.writes(dg[v_ch])
                with T.init():
                    dg[v_ch] = T.float32(0.0)
                dg[v_ch] = dg[v_ch] + dY[v_n, v_l, v_ch] * X[v_n, v_ch * 16 + v_l] * (T.float32(1.0) - T.tanh(X[v_n, v_ch * 16 + v_l] * g[v_ch]) * T.tanh(X[v_n, v_ch * 16 + v_l] * g[v_ch]))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((4, 128), "float32"), g: T.Buffer((8,), "float32"), Y: T.Buffer((4, 16, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, l, ch in T.grid(4, 16, 8):
            with T.sblock("Y"):
                v_n, v_l, v_ch = T.axis.remap("SSS", [n, l, ch])
                T.reads(X[v_n, v_ch * 16 + v_l], g[v_ch])
                T.writes(Y[v_n, v_l, v_ch])
                Y[v_n, v_l, v_ch] = T.tanh(X[v_n, v_ch * 16 + v_l] * g[v_ch])