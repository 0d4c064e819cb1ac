# tensor-cse case `affine_tanh_3d` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((4, 8, 16), "float32"), g: T.Buffer((16,), "float32"), h: T.Buffer((8,), "float32"), dY: T.Buffer((4, 8, 16), "float32"), Y: T.Buffer((4, 8, 16), "float32"), dX: T.Buffer((4, 8, 16), "float32"), dg: T.Buffer((16,), "float32"), dh: T.Buffer((8,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dZ = T.sblock_alloc_buffer((4, 8, 16))
        for b, t, d in T.grid(4, 8, 16):
            with T.sblock("dZ"):
                v_b, v_t, v_d = T.axis.remap("SSS", [b, t, d])
                T.reads(dY[v_b, v_t, v_d], Y[v_b, v_t, v_d])
                T.writes(dZ[v_b, v_t, v_d])
                dZ[v_b, v_t, v_d] = dY[v_b, v_t, v_d] * (T.float32(1.0) - Y[v_b, v_t, v_d] * Y[v_b, v_t, v_d])
        for b, t, d in T.grid(4, 8, 16):
            with T.sblock("dX"):
                v_b, v_t, v_d = T.axis.remap("SSS", [b, t, d])
                T.reads(dZ[v_b, v_t, v_d], g[v_d])
                T.writes(dX[v_b, v_t, v_d])
                dX[v_b, v_t, v_d] = dZ[v_b, v_t, v_d] * g[v_d]
        for d, b, t in T.grid(16, 4, 8):
            with T.sblock("dg"):
                v_d, v_b, v_t = T.axis.remap("SRR", [d, b, t])
                T.reads(dZ[v_b, v_t, v_d], X[v_b, v_t, v_d])
                T.writes(dg[v_d])
                with T.init():
                    dg[v_d] = T.float32(0.0)
                dg[v_d] = dg[v_d] + dZ[v_b, v_t, v_d] * X[v_b, v_t, v_d]
        for t, b, d in T.grid(8, 4, 16):
            with T.sblock("dh"):
                v_t, v_b, v_d = T.axis.remap("SRR", [t, b, d])
                T.reads(dZ[v_b, v_t, v_d])
                T.writes(dh[v_t])
                with T.init():
                    dh[v_t] = T.float32(0.0)
                dh[v_t] = dh[v_t] + dZ[v_b, v_t, v_d]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((4, 8, 16), "float32"), g: T.Buffer((16,), "float32"), h: T.Buffer((8,), "float32"), Y: T.Buffer((4, 8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for b, t, d in T.grid(4, 8, 16):
            with T.sblock("Y"):
                v_b, v_t, v_d = T.axis.remap("SSS", [b, t, d])
                T.reads(X[v_b, v_t, v_d], g[v_d], h[v_t])
                T.writes(Y[v_b, v_t, v_d])
                Y[v_b, v_t, v_d] = T.tanh(X[v_b, v_t, v_d] * g[v_d] + h[v_t])