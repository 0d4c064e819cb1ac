# tensor-cse case `gelu_nhwc_permuted` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((2, 8, 4, 4), "float32"), dY: T.Buffer((2, 4, 4, 8), "float32"), phi: T.Buffer((2, 4, 4, 8), "float32"), dX: T.Buffer((2, 8, 4, 4), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for b, cc, h, w in T.grid(2, 8, 4, 4):
            with T.sblock("dX"):
                v_b, v_cc, v_h, v_w = T.axis.remap("SSSS", [b, cc, h, w])
                T.reads(dY[v_b, v_h, v_w, v_cc], phi[v_b, v_h, v_w, v_cc], X[v_b, v_cc, v_h, v_w])
                T.writes(dX[v_b, v_cc, v_h, v_w])
                dX[v_b, v_cc, v_h, v_w] = dY[v_b, v_h, v_w, v_cc] * (phi[v_b, v_h, v_w, v_cc] + X[v_b, v_cc, v_h, v_w] * (T.exp(X[v_b, v_cc, v_h, v_w] * X[v_b, v_cc, v_h, v_w] * T.float32(-0.5)) * T.float32(0.3989422804014327)))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((2, 8, 4, 4), "float32"), Y: T.Buffer((2, 4, 4, 8), "float32"), phi: T.Buffer((2, 4, 4, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        Xt = T.sblock_alloc_buffer((2, 4, 4, 8))
        for b, h, w, cc in T.grid(2, 4, 4, 8):
            with T.sblock("Xt"):
                v_b, v_h, v_w, v_cc = T.axis.remap("SSSS", [b, h, w, cc])
                T.reads(X[v_b, v_cc, v_h, v_w])
                T.writes(Xt[v_b, v_h, v_w, v_cc])
                Xt[v_b, v_h, v_w, v_cc] = X[v_b, v_cc, v_h, v_w]
        for b, h, w, cc in T.grid(2, 4, 4, 8):
            with T.sblock("phi"):
                v_b, v_h, v_w, v_cc = T.axis.remap("SSSS", [b, h, w, cc])
                T.reads(Xt[v_b, v_h, v_w, v_cc])
                T.writes(phi[v_b, v_h, v_w, v_cc])
                phi[v_b, v_h, v_w, v_cc] = T.float32(0.5) * (T.float32(1.0) + T.erf(Xt[v_b, v_h, v_w, v_cc] * T.float32(0.70710678118654757)))
        for b, h, w, cc in T.grid(2, 4, 4, 8):
            with T.sblock("Y"):
                v_b, v_h, v_w, v_cc = T.axis.remap("SSSS", [b, h, w, cc])
                T.reads(Xt[v_b, v_h, v_w, v_cc], phi[v_b, v_h, v_w, v_cc])
                T.writes(Y[v_b, v_h, v_w, v_cc])
                Y[v_b, v_h, v_w, v_cc] = Xt[v_b, v_h, v_w, v_cc] * phi[v_b, v_h, v_w, v_cc]