# tensor-cse case `batchnorm1d` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((32, 16), "float32"), gamma: T.Buffer((16,), "float32"), dY: T.Buffer((32, 16), "float32"), dX: T.Buffer((32, 16), "float32"), dgamma: T.Buffer((16,), "float32"), dbeta: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((16,))
        mean = T.sblock_alloc_buffer((16,))
        sq_sum = T.sblock_alloc_buffer((16,))
        var = T.sblock_alloc_buffer((16,))
        for ch, n in T.grid(16, 32):
            with T.sblock("x_sum"):
                v_ch, v_n = T.axis.remap("SR", [ch, n])
                T.reads(X[v_n, v_ch])
                T.writes(x_sum[v_ch])
                with T.init():
                    x_sum[v_ch] = T.float32(0.0)
                x_sum[v_ch] = x_sum[v_ch] + X[v_n, v_ch]
        for ch in range(16):
            with T.sblock("mean"):
                v_ch = T.axis.spatial(16, ch)
                T.reads(x_sum[v_ch])
                T.writes(mean[v_ch])
                mean[v_ch] = x_sum[v_ch] / T.float32(32.0)
        for ch, n in T.grid(16, 32):
            with T.sblock("sq_sum"):
                v_ch, v_n = T.axis.remap("SR", [ch, n])
                T.reads(X[v_n, v_ch], mean[v_ch])
                T.writes(sq_sum[v_ch])
                with T.init():
                    sq_sum[v_ch] = T.float32(0.0)
                sq_sum[v_ch] = sq_sum[v_ch] + (X[v_n, v_ch] - mean[v_ch]) * (X[v_n, v_ch] - mean[v_ch])
        for ch in range(16):
            with T.sblock("var"):
                v_ch = T.axis.spatial(16, ch)
                T.reads(sq_sum[v_ch])
                T.writes(var[v_ch])
                var[v_ch] = sq_sum[v_ch] / T.float32(32.0)
        for ch, n in T.grid(16, 32):
            with T.sblock("dbeta"):
                v_ch, v_n = T.axis.remap("SR", [ch, n])
                T.reads(dY[v_n, v_ch])
                T.writes(dbeta[v_ch])
                with T.init():
                    dbeta[v_ch] = T.float32(0.0)
                dbeta[v_ch] = dbeta[v_ch] + dY[v_n, v_ch]
        for ch, n in T.grid(16, 32):
            with T.sblock("dgamma"):
                v_ch, v_n = T.axis.remap("SR", [ch, n])
                T.reads(dY[v_n, v_ch], X[v_n, v_ch], mean[v_ch], var[v_ch])
                T.writes(dgamma[v_ch])
                with T.init():
                    dgamma[v_ch] = T.float32(0.0)
                dgamma[v_ch] = dgamma[v_ch] + dY[v_n, v_ch] * ((X[v_n, v_ch] - mean[v_ch]) / T.sqrt(var[v_ch] + T.float32(1.0000000000000001e-05)))
        for n, ch in T.grid(32, 16):
            with T.sblock("dX"):
                v_n, v_ch = T.axis.remap("SS", [n, ch])
                T.reads(gamma[v_ch], var[v_ch], dY[v_n, v_ch], dbeta[v_ch], X[v_n, v_ch], mean[v_ch], dgamma[v_ch])
                T.writes(dX[v_n, v_ch])
                dX[v_n, v_ch] = gamma[v_ch] / T.sqrt(var[v_ch] + T.float32(1.0000000000000001e-05)) * (dY[v_n, v_ch] - dbeta[v_ch] / T.float32(32.0) - (X[v_n, v_ch] - mean[v_ch]) / T.sqrt(var[v_ch] + T.float32(1.0000000000000001e-05)) * dgamma[v_ch] / T.float32(32.0))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((32, 16), "float32"), gamma: T.Buffer((16,), "float32"), beta: T.Buffer((16,), "float32"), Y: T.Buffer((32, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((16,))
        mean = T.sblock_alloc_buffer((16,))
        sq_sum = T.sblock_alloc_buffer((16,))
        var = T.sblock_alloc_buffer((16,))
        for ch, n in T.grid(16, 32):
            with T.sblock("x_sum"):
                v_ch, v_n = T.axis.remap("SR", [ch, n])
                T.reads(X[v_n, v_ch])
                T.writes(x_sum[v_ch])
                with T.init():
                    x_sum[v_ch] = T.float32(0.0)
                x_sum[v_ch] = x_sum[v_ch] + X[v_n, v_ch]
        for ch in range(16):
            with T.sblock("mean"):
                v_ch = T.axis.spatial(16, ch)
                T.reads(x_sum[v_ch])
                T.writes(mean[v_ch])
                mean[v_ch] = x_sum[v_ch] / T.float32(32.0)
        for ch, n in T.grid(16, 32):
            with T.sblock("sq_sum"):
                v_ch, v_n = T.axis.remap("SR", [ch, n])
                T.reads(X[v_n, v_ch], mean[v_ch])
                T.writes(sq_sum[v_ch])
                with T.init():
                    sq_sum[v_ch] = T.float32(0.0)
                sq_sum[v_ch] = sq_sum[v_ch] + (X[v_n, v_ch] - mean[v_ch]) * (X[v_n, v_ch] - mean[v_ch])
        for ch in range(16):
            with T.sblock("var"):
                v_ch = T.axis.spatial(16, ch)
                T.reads(sq_sum[v_ch])
                T.writes(var[v_ch])
                var[v_ch] = sq_sum[v_ch] / T.float32(32.0)
        for n, ch in T.grid(32, 16):
            with T.sblock("Y"):
                v_n, v_ch = T.axis.remap("SS", [n, ch])
                T.reads(X[v_n, v_ch], mean[v_ch], var[v_ch], gamma[v_ch], beta[v_ch])
                T.writes(Y[v_n, v_ch])
                Y[v_n, v_ch] = (X[v_n, v_ch] - mean[v_ch]) / T.sqrt(var[v_ch] + T.float32(1.0000000000000001e-05)) * gamma[v_ch] + beta[v_ch]