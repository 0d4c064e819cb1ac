# tensor-cse case `bn_rstd_unbiased` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((4, 8, 4, 4), "float32"), gamma: T.Buffer((8,), "float32"), dY: T.Buffer((4, 8, 4, 4), "float32"), x_hat: T.Buffer((4, 8, 4, 4), "float32"), rstd: T.Buffer((8,), "float32"), dX: T.Buffer((4, 8, 4, 4), "float32"), dgamma: T.Buffer((8,), "float32"), dbeta: T.Buffer((8,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        sg = T.sblock_alloc_buffer((8,))
        sgx = T.sblock_alloc_buffer((8,))
        for ch, n, h, w in T.grid(8, 4, 4, 4):
            with T.sblock("sg"):
                v_ch, v_n, v_h, v_w = T.axis.remap("SRRR", [ch, n, h, w])
                T.reads(dY[v_n, v_ch, v_h, v_w], gamma[v_ch])
                T.writes(sg[v_ch])
                with T.init():
                    sg[v_ch] = T.float32(0.0)
                sg[v_ch] = sg[v_ch] + dY[v_n, v_ch, v_h, v_w] * gamma[v_ch]
        for ch, n, h, w in T.grid(8, 4, 4, 4):
            with T.sblock("sgx"):
                v_ch, v_n, v_h, v_w = T.axis.remap("SRRR", [ch, n, h, w])
                T.reads(dY[v_n, v_ch, v_h, v_w], gamma[v_ch], x_hat[v_n, v_ch, v_h, v_w])
                T.writes(sgx[v_ch])
                with T.init():
                    sgx[v_ch] = T.float32(0.0)
                sgx[v_ch] = sgx[v_ch] + dY[v_n, v_ch, v_h, v_w] * gamma[v_ch] * x_hat[v_n, v_ch, v_h, v_w]
        for n_, ch, h_, w_ in T.grid(4, 8, 4, 4):
            with T.sblock("dX"):
                v_n_, v_ch, v_h_, v_w_ = T.axis.remap("SSSS", [n_, ch, h_, w_])
                T.reads(rstd[v_ch], dY[v_n_, v_ch, v_h_, v_w_], gamma[v_ch], sg[v_ch], x_hat[v_n_, v_ch, v_h_, v_w_], sgx[v_ch])
                T.writes(dX[v_n_, v_ch, v_h_, v_w_])
                dX[v_n_, v_ch, v_h_, v_w_] = rstd[v_ch] * (dY[v_n_, v_ch, v_h_, v_w_] * gamma[v_ch] - sg[v_ch] / T.float32(64.0) - x_hat[v_n_, v_ch, v_h_, v_w_] * sgx[v_ch] / T.float32(63.0))
        for ch, n, h, w in T.grid(8, 4, 4, 4):
            with T.sblock("dgamma"):
                v_ch, v_n, v_h, v_w = T.axis.remap("SRRR", [ch, n, h, w])
                T.reads(dY[v_n, v_ch, v_h, v_w], x_hat[v_n, v_ch, v_h, v_w])
                T.writes(dgamma[v_ch])
                with T.init():
                    dgamma[v_ch] = T.float32(0.0)
                dgamma[v_ch] = dgamma[v_ch] + dY[v_n, v_ch, v_h, v_w] * x_hat[v_n, v_ch, v_h, v_w]
        for ch, n, h, w in T.grid(8, 4, 4, 4):
            with T.sblock("dbeta"):
                v_ch, v_n, v_h, v_w = T.axis.remap("SRRR", [ch, n, h, w])
                T.reads(dY[v_n, v_ch, v_h, v_w])
                T.writes(dbeta[v_ch])
                with T.init():
                    dbeta[v_ch] = T.float32(0.0)
                dbeta[v_ch] = dbeta[v_ch] + dY[v_n, v_ch, v_h, v_w]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((4, 8, 4, 4), "float32"), gamma: T.Buffer((8,), "float32"), beta: T.Buffer((8,), "float32"), Y: T.Buffer((4, 8, 4, 4), "float32"), x_hat: T.Buffer((4, 8, 4, 4), "float32"), rstd: T.Buffer((8,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((8,))
        mean = T.sblock_alloc_buffer((8,))
        sq_sum = T.sblock_alloc_buffer((8,))
        var = T.sblock_alloc_buffer((8,))
        for ch, n, h, w in T.grid(8, 4, 4, 4):
            with T.sblock("x_sum"):
                v_ch, v_n, v_h, v_w = T.axis.remap("SRRR", [ch, n, h, w])
                T.reads(X[v_n, v_ch, v_h, v_w])
                T.writes(x_sum[v_ch])
                with T.init():
                    x_sum[v_ch] = T.float32(0.0)
                x_sum[v_ch] = x_sum[v_ch] + X[v_n, v_ch, v_h, v_w]
        for ch in range(8):
            with T.sblock("mean"):
                v_ch = T.axis.spatial(8, ch)
                T.reads(x_sum[v_ch])
                T.writes(mean[v_ch])
                mean[v_ch] = x_sum[v_ch] / T.float32(64.0)
        for ch, n, h, w in T.grid(8, 4, 4, 4):
            with T.sblock("sq_sum"):
                v_ch, v_n, v_h, v_w = T.axis.remap("SRRR", [ch, n, h, w])
                T.reads(X[v_n, v_ch, v_h, v_w], mean[v_ch])
                T.writes(sq_sum[v_ch])
                with T.init():
                    sq_sum[v_ch] = T.float32(0.0)
                sq_sum[v_ch] = sq_sum[v_ch] + (X[v_n, v_ch, v_h, v_w] - mean[v_ch]) * (X[v_n, v_ch, v_h, v_w] - mean[v_ch])
        for ch in range(8):
            with T.sblock("var"):
                v_ch = T.axis.spatial(8, ch)
                T.reads(sq_sum[v_ch])
                T.writes(var[v_ch])
                var[v_ch] = sq_sum[v_ch] / T.float32(63.0)
        for ch in range(8):
            with T.sblock("rstd"):
                v_ch = T.axis.spatial(8, ch)
                T.reads(var[v_ch])
                T.writes(rstd[v_ch])
                rstd[v_ch] = T.rsqrt(var[v_ch] + T.float32(1.0000000000000001e-05))
        for n, ch, h, w in T.grid(4, 8, 4, 4):
            with T.sblock("x_hat"):
                v_n, v_ch, v_h, v_w = T.axis.remap("SSSS", [n, ch, h, w])
                T.reads(X[v_n, v_ch, v_h, v_w], mean[v_ch], rstd[v_ch])
                T.writes(x_hat[v_n, v_ch, v_h, v_w])
                x_hat[v_n, v_ch, v_h, v_w] = (X[v_n, v_ch, v_h, v_w] - mean[v_ch]) * rstd[v_ch]
        for n, ch, h, w in T.grid(4, 8, 4, 4):
            with T.sblock("Y"):
                v_n, v_ch, v_h, v_w = T.axis.remap("SSSS", [n, ch, h, w])
                T.reads(x_hat[v_n, v_ch, v_h, v_w], gamma[v_ch], beta[v_ch])
                T.writes(Y[v_n, v_ch, v_h, v_w])
                Y[v_n, v_ch, v_h, v_w] = x_hat[v_n, v_ch, v_h, v_w] * gamma[v_ch] + beta[v_ch]