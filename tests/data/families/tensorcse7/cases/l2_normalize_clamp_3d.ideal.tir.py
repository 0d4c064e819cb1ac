# tensor-cse case `l2_normalize_clamp_3d` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((4, 8, 16), "float32"), dY: T.Buffer((4, 8, 16), "float32"), Y: T.Buffer((4, 8, 16), "float32"), nrm: T.Buffer((4, 8), "float32"), dX: T.Buffer((4, 8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dot = T.sblock_alloc_buffer((4, 8))
        for b, t, d in T.grid(4, 8, 16):
            with T.sblock("dot"):
                v_b, v_t, v_d = T.axis.remap("SSR", [b, t, d])
                T.reads(dY[v_b, v_t, v_d], Y[v_b, v_t, v_d])
                T.writes(dot[v_b, v_t])
                with T.init():
                    dot[v_b, v_t] = T.float32(0.0)
                dot[v_b, v_t] = dot[v_b, v_t] + dY[v_b, v_t, v_d] * Y[v_b, v_t, v_d]
        for b, t, d_ in T.grid(4, 8, 16):
            with T.sblock("dX"):
                v_b, v_t, v_d_ = T.axis.remap("SSS", [b, t, d_])
                T.reads(dY[v_b, v_t, v_d_], Y[v_b, v_t, v_d_], dot[v_b, v_t], nrm[v_b, v_t])
                T.writes(dX[v_b, v_t, v_d_])
                dX[v_b, v_t, v_d_] = (dY[v_b, v_t, v_d_] - Y[v_b, v_t, v_d_] * dot[v_b, v_t]) / nrm[v_b, v_t]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((4, 8, 16), "float32"), Y: T.Buffer((4, 8, 16), "float32"), nrm: T.Buffer((4, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        ss = T.sblock_alloc_buffer((4, 8))
        for b, t, d in T.grid(4, 8, 16):
            with T.sblock("ss"):
                v_b, v_t, v_d = T.axis.remap("SSR", [b, t, d])
                T.reads(X[v_b, v_t, v_d])
                T.writes(ss[v_b, v_t])
                with T.init():
                    ss[v_b, v_t] = T.float32(0.0)
                ss[v_b, v_t] = ss[v_b, v_t] + X[v_b, v_t, v_d] * X[v_b, v_t, v_d]
        for b, t in T.grid(4, 8):
            with T.sblock("nrm"):
                v_b, v_t = T.axis.remap("SS", [b, t])
                T.reads(ss[v_b, v_t])
                T.writes(nrm[v_b, v_t])
                nrm[v_b, v_t] = T.max(T.sqrt(ss[v_b, v_t]), T.float32(9.9999999999999998e-13))
        for b, t, d in T.grid(4, 8, 16):
            with T.sblock("Y"):
                v_b, v_t, v_d = T.axis.remap("SSS", [b, t, d])
                T.reads(X[v_b, v_t, v_d], nrm[v_b, v_t])
                T.writes(Y[v_b, v_t, v_d])
                Y[v_b, v_t, v_d] = X[v_b, v_t, v_d] / nrm[v_b, v_t]