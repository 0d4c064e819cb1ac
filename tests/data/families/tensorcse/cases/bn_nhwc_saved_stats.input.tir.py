# tensor-cse case `bn_nhwc_saved_stats` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((2, 4, 4, 8), "float32"), gamma: T.Buffer((8,), "float32"), mean: T.Buffer((8,), "float32"), var: T.Buffer((8,), "float32"), dY: T.Buffer((2, 4, 4, 8), "float32"), dX: T.Buffer((2, 4, 4, 8), "float32"), dgamma: T.Buffer((8,), "float32"), dbeta: T.Buffer((8,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for cc, n, h, w in T.grid(8, 2, 4, 4):
            with T.sblock("dbeta"):
                v_cc, v_n, v_h, v_w = T.axis.remap("SRRR", [cc, n, h, w])
                T.reads(dY[v_n, v_h, v_w, v_cc])
                T.writes(dbeta[v_cc])
                with T.init():
                    dbeta[v_cc] = T.float32(0.0)
                dbeta[v_cc] = dbeta[v_cc] + dY[v_n, v_h, v_w, v_cc]
        for cc, n, h, w in T.grid(8, 2, 4, 4):
            with T.sblock("dgamma"):
                v_cc, v_n, v_h, v_w = T.axis.remap("SRRR", [cc, n, h, w])
                T.reads(dY[v_n, v_h, v_w, v_cc], X[v_n, v_h, v_w, v_cc], mean[v_cc], var[v_cc])
                T.writes(dgamma[v_cc])
                with T.init():
                    dgamma[v_cc] = T.float32(0.0)
                dgamma[v_cc] = dgamma[v_cc] + dY[v_n, v_h, v_w, v_cc] * ((X[v_n, v_h, v_w, v_cc] - mean[v_cc]) / T.sqrt(var[v_cc] + T.float32(1.0000000000000001e-05)))
        for a, b, d, cc in T.grid(2, 4, 4, 8):
            with T.sblock("dX"):
                v_a, v_b, v_d, v_cc = T.axis.remap("SSSS", [a, b, d, cc])
                T.reads(gamma[v_cc], var[v_cc], dY[v_a, v_b, v_d, v_cc], dbeta[v_cc], X[v_a, v_b, v_d, v_cc], mean[v_cc], dgamma[v_cc])
                T.writes(dX[v_a, v_b, v_d, v_cc])
                dX[v_a, v_b, v_d, v_cc] = gamma[v_cc] / T.sqrt(var[v_cc] + T.float32(1.0000000000000001e-05)) * (dY[v_a, v_b, v_d, v_cc] - dbeta[v_cc] / T.float32(32.0) - (X[v_a, v_b, v_d, v_cc] - mean[v_cc]) / T.sqrt(var[v_cc] + T.float32(1.0000000000000001e-05)) * dgamma[v_cc] / T.float32(32.0))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((2, 4, 4, 8), "float32"), gamma: T.Buffer((8,), "float32"), beta: T.Buffer((8,), "float32"), Y: T.Buffer((2, 4, 4, 8), "float32"), mean: T.Buffer((8,), "float32"), var: T.Buffer((8,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((8,))
        sq_sum = T.sblock_alloc_buffer((8,))
        for cc, n, h, w in T.grid(8, 2, 4, 4):
            with T.sblock("x_sum"):
                v_cc, v_n, v_h, v_w = T.axis.remap("SRRR", [cc, n, h, w])
                T.reads(X[v_n, v_h, v_w, v_cc])
                T.writes(x_sum[v_cc])
                with T.init():
                    x_sum[v_cc] = T.float32(0.0)
                x_sum[v_cc] = x_sum[v_cc] + X[v_n, v_h, v_w, v_cc]
        for cc in range(8):
            with T.sblock("mean"):
                v_cc = T.axis.spatial(8, cc)
                T.reads(x_sum[v_cc])
                T.writes(mean[v_cc])
                mean[v_cc] = x_sum[v_cc] / T.float32(32.0)
        for cc, n, h, w in T.grid(8, 2, 4, 4):
            with T.sblock("sq_sum"):
                v_cc, v_n, v_h, v_w = T.axis.remap("SRRR", [cc, n, h, w])
                T.reads(X[v_n, v_h, v_w, v_cc], mean[v_cc])
                T.writes(sq_sum[v_cc])
                with T.init():
                    sq_sum[v_cc] = T.float32(0.0)
                sq_sum[v_cc] = sq_sum[v_cc] + (X[v_n, v_h, v_w, v_cc] - mean[v_cc]) * (X[v_n, v_h, v_w, v_cc] - mean[v_cc])
        for cc in range(8):
            with T.sblock("var"):
                v_cc = T.axis.spatial(8, cc)
                T.reads(sq_sum[v_cc])
                T.writes(var[v_cc])
                var[v_cc] = sq_sum[v_cc] / T.float32(32.0)
        for a, b, d, cc in T.grid(2, 4, 4, 8):
            with T.sblock("Y"):
                v_a, v_b, v_d, v_cc = T.axis.remap("SSSS", [a, b, d, cc])
                T.reads(X[v_a, v_b, v_d, v_cc], mean[v_cc], var[v_cc], gamma[v_cc], beta[v_cc])
                T.writes(Y[v_a, v_b, v_d, v_cc])
                Y[v_a, v_b, v_d, v_cc] = (X[v_a, v_b, v_d, v_cc] - mean[v_cc]) / T.sqrt(var[v_cc] + T.float32(1.0000000000000001e-05)) * gamma[v_cc] + beta[v_cc]