# tensor-cse case `bn_per_position` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 4, 8), "float32"), gamma: T.Buffer((4,), "float32"), beta: T.Buffer((4,), "float32"), dY: T.Buffer((16, 4, 8), "float32"), dX: T.Buffer((16, 4, 8), "float32"), dgamma: T.Buffer((4,), "float32"), dbeta: T.Buffer((4,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((4, 8))
        mean = T.sblock_alloc_buffer((4, 8))
        sq_sum = T.sblock_alloc_buffer((4, 8))
        rstd = T.sblock_alloc_buffer((4, 8))
        sdy = T.sblock_alloc_buffer((4, 8))
        sdx = T.sblock_alloc_buffer((4, 8))
        for cc, l, n in T.grid(4, 8, 16):
            with T.sblock("x_sum"):
                v_cc, v_l, v_n = T.axis.remap("SSR", [cc, l, n])
                T.reads(X[v_n, v_cc, v_l])
                T.writes(x_sum[v_cc, v_l])
                with T.init():
                    x_sum[v_cc, v_l] = T.float32(0.0)
                x_sum[v_cc, v_l] = x_sum[v_cc, v_l] + X[v_n, v_cc, v_l]
        for cc, l in T.grid(4, 8):
            with T.sblock("mean"):
                v_cc, v_l = T.axis.remap("SS", [cc, l])
                T.reads(x_sum[v_cc, v_l])
                T.writes(mean[v_cc, v_l])
                mean[v_cc, v_l] = x_sum[v_cc, v_l] * T.float32(0.0625)
        for cc, l, n in T.grid(4, 8, 16):
            with T.sblock("sq_sum"):
                v_cc, v_l, v_n = T.axis.remap("SSR", [cc, l, n])
                T.reads(X[v_n, v_cc, v_l], mean[v_cc, v_l])
                T.writes(sq_sum[v_cc, v_l])
                with T.init():
                    sq_sum[v_cc, v_l] = T.float32(0.0)
                sq_sum[v_cc, v_l] = sq_sum[v_cc, v_l] + (X[v_n, v_cc, v_l] - mean[v_cc, v_l]) * (X[v_n, v_cc, v_l] - mean[v_cc, v_l])
        for cc, l in T.grid(4, 8):
            with T.sblock("rstd"):
                v_cc, v_l = T.axis.remap("SS", [cc, l])
                T.reads(sq_sum[v_cc, v_l])
                T.writes(rstd[v_cc, v_l])
                rstd[v_cc, v_l] = T.float32(1.0) / T.sqrt(sq_sum[v_cc, v_l] * T.float32(0.0625) + T.float32(1.0000000000000001e-05))
        for cc, l, n in T.grid(4, 8, 16):
            with T.sblock("sdy"):
                v_cc, v_l, v_n = T.axis.remap("SSR", [cc, l, n])
                T.reads(dY[v_n, v_cc, v_l])
                T.writes(sdy[v_cc, v_l])
                with T.init():
                    sdy[v_cc, v_l] = T.float32(0.0)
                sdy[v_cc, v_l] = sdy[v_cc, v_l] + dY[v_n, v_cc, v_l]
        for cc, l, n in T.grid(4, 8, 16):
            with T.sblock("sdx"):
                v_cc, v_l, v_n = T.axis.remap("SSR", [cc, l, n])
                T.reads(dY[v_n, v_cc, v_l], X[v_n, v_cc, v_l], mean[v_cc, v_l], rstd[v_cc, v_l])
                T.writes(sdx[v_cc, v_l])
                with T.init():
                    sdx[v_cc, v_l] = T.float32(0.0)
                sdx[v_cc, v_l] = sdx[v_cc, v_l] + dY[v_n, v_cc, v_l] * ((X[v_n, v_cc, v_l] - mean[v_cc, v_l]) * rstd[v_cc, v_l])
        for n_, cc, l in T.grid(16, 4, 8):
            with T.sblock("dX"):
                v_n_, v_cc, v_l = T.axis.remap("SSS", [n_, cc, l])
                T.reads(gamma[v_cc], rstd[v_cc, v_l], dY[v_n_, v_cc, v_l], sdy[v_cc, v_l], X[v_n_, v_cc, v_l], mean[v_cc, v_l], sdx[v_cc, v_l])
                T.writes(dX[v_n_, v_cc, v_l])
                dX[v_n_, v_cc, v_l] = gamma[v_cc] * rstd[v_cc, v_l] * (dY[v_n_, v_cc, v_l] - sdy[v_cc, v_l] * T.float32(0.0625) - (X[v_n_, v_cc, v_l] - mean[v_cc, v_l]) * rstd[v_cc, v_l] * sdx[v_cc, v_l] * T.float32(0.0625))
        for cc, n, l in T.grid(4, 16, 8):
            with T.sblock("dgamma"):
                v_cc, v_n, v_l = T.axis.remap("SRR", [cc, n, l])
                T.reads(dY[v_n, v_cc, v_l], X[v_n, v_cc, v_l], mean[v_cc, v_l], rstd[v_cc, v_l])
                T.writes(dgamma[v_cc])
                with T.init():
                    dgamma[v_cc] = T.float32(0.0)
                dgamma[v_cc] = dgamma[v_cc] + dY[v_n, v_cc, v_l] * ((X[v_n, v_cc, v_l] - mean[v_cc, v_l]) * rstd[v_cc, v_l])
        for cc, n, l in T.grid(4, 16, 8):
            with T.sblock("dbeta"):
                v_cc, v_n, v_l = T.axis.remap("SRR", [cc, n, l])
                T.reads(dY[v_n, v_cc, v_l])
                T.writes(dbeta[v_cc])
                with T.init():
                    dbeta[v_cc] = T.float32(0.0)
                dbeta[v_cc] = dbeta[v_cc] + dY[v_n, v_cc, v_l]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 4, 8), "float32"), gamma: T.Buffer((4,), "float32"), beta: T.Buffer((4,), "float32"), Y: T.Buffer((16, 4, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((4, 8))
        mean = T.sblock_alloc_buffer((4, 8))
        sq_sum = T.sblock_alloc_buffer((4, 8))
        rstd = T.sblock_alloc_buffer((4, 8))
        for cc, l, n in T.grid(4, 8, 16):
            with T.sblock("x_sum"):
                v_cc, v_l, v_n = T.axis.remap("SSR", [cc, l, n])
                T.reads(X[v_n, v_cc, v_l])
                T.writes(x_sum[v_cc, v_l])
                with T.init():
                    x_sum[v_cc, v_l] = T.float32(0.0)
                x_sum[v_cc, v_l] = x_sum[v_cc, v_l] + X[v_n, v_cc, v_l]
        for cc, l in T.grid(4, 8):
            with T.sblock("mean"):
                v_cc, v_l = T.axis.remap("SS", [cc, l])
                T.reads(x_sum[v_cc, v_l])
                T.writes(mean[v_cc, v_l])
                mean[v_cc, v_l] = x_sum[v_cc, v_l] * T.float32(0.0625)
        for cc, l, n in T.grid(4, 8, 16):
            with T.sblock("sq_sum"):
                v_cc, v_l, v_n = T.axis.remap("SSR", [cc, l, n])
                T.reads(X[v_n, v_cc, v_l], mean[v_cc, v_l])
                T.writes(sq_sum[v_cc, v_l])
                with T.init():
                    sq_sum[v_cc, v_l] = T.float32(0.0)
                sq_sum[v_cc, v_l] = sq_sum[v_cc, v_l] + (X[v_n, v_cc, v_l] - mean[v_cc, v_l]) * (X[v_n, v_cc, v_l] - mean[v_cc, v_l])
        for cc, l in T.grid(4, 8):
            with T.sblock("rstd"):
                v_cc, v_l = T.axis.remap("SS", [cc, l])
                T.reads(sq_sum[v_cc, v_l])
                T.writes(rstd[v_cc, v_l])
                rstd[v_cc, v_l] = T.float32(1.0) / T.sqrt(sq_sum[v_cc, v_l] * T.float32(0.0625) + T.float32(1.0000000000000001e-05))
        for n, cc, l in T.grid(16, 4, 8):
            with T.sblock("Y"):
                v_n, v_cc, v_l = T.axis.remap("SSS", [n, cc, l])
                T.reads(X[v_n, v_cc, v_l], mean[v_cc, v_l], rstd[v_cc, v_l], gamma[v_cc], beta[v_cc])
                T.writes(Y[v_n, v_cc, v_l])
                Y[v_n, v_cc, v_l] = (X[v_n, v_cc, v_l] - mean[v_cc, v_l]) * rstd[v_cc, v_l] * gamma[v_cc] + beta[v_cc]