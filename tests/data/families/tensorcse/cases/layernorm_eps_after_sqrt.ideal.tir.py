# tensor-cse case `layernorm_eps_after_sqrt` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float32"), gamma: T.Buffer((32,), "float32"), dY: T.Buffer((16, 32), "float32"), x_hat: T.Buffer((16, 32), "float32"), sd: T.Buffer((16,), "float32"), dX: T.Buffer((16, 32), "float32"), dgamma: T.Buffer((32,), "float32"), dbeta: T.Buffer((32,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        sg = T.sblock_alloc_buffer((16,))
        den = T.sblock_alloc_buffer((16,))
        sgx = T.sblock_alloc_buffer((16,))
        for n, d in T.grid(16, 32):
            with T.sblock("sg"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(dY[v_n, v_d], gamma[v_d])
                T.writes(sg[v_n])
                with T.init():
                    sg[v_n] = T.float32(0.0)
                sg[v_n] = sg[v_n] + dY[v_n, v_d] * gamma[v_d]
        for n in range(16):
            with T.sblock("den"):
                v_n = T.axis.spatial(16, n)
                T.reads(sd[v_n])
                T.writes(den[v_n])
                den[v_n] = sd[v_n] + T.float32(1.0000000000000001e-05)
        for n, d in T.grid(16, 32):
            with T.sblock("sgx"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(dY[v_n, v_d], gamma[v_d], x_hat[v_n, v_d])
                T.writes(sgx[v_n])
                with T.init():
                    sgx[v_n] = T.float32(0.0)
                sgx[v_n] = sgx[v_n] + dY[v_n, v_d] * gamma[v_d] * x_hat[v_n, v_d]
        for n, j in T.grid(16, 32):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dY[v_n, v_j], gamma[v_j], sg[v_n], den[v_n], x_hat[v_n, v_j], sgx[v_n], sd[v_n])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = (dY[v_n, v_j] * gamma[v_j] - sg[v_n] / T.float32(32.0)) / den[v_n] - x_hat[v_n, v_j] * sgx[v_n] / (T.float32(32.0) * sd[v_n])
        for j, n in T.grid(32, 16):
            with T.sblock("dgamma"):
                v_j, v_n = T.axis.remap("SR", [j, n])
                T.reads(dY[v_n, v_j], x_hat[v_n, v_j])
                T.writes(dgamma[v_j])
                with T.init():
                    dgamma[v_j] = T.float32(0.0)
                dgamma[v_j] = dgamma[v_j] + dY[v_n, v_j] * x_hat[v_n, v_j]
        for j, n in T.grid(32, 16):
            with T.sblock("dbeta"):
                v_j, v_n = T.axis.remap("SR", [j, n])
                T.reads(dY[v_n, v_j])
                T.writes(dbeta[v_j])
                with T.init():
                    dbeta[v_j] = T.float32(0.0)
                dbeta[v_j] = dbeta[v_j] + dY[v_n, v_j]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float32"), gamma: T.Buffer((32,), "float32"), beta: T.Buffer((32,), "float32"), Y: T.Buffer((16, 32), "float32"), x_hat: T.Buffer((16, 32), "float32"), sd: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((16,))
        mean = T.sblock_alloc_buffer((16,))
        sq_sum = T.sblock_alloc_buffer((16,))
        var = T.sblock_alloc_buffer((16,))
        den = T.sblock_alloc_buffer((16,))
        for n, d in T.grid(16, 32):
            with T.sblock("x_sum"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(X[v_n, v_d])
                T.writes(x_sum[v_n])
                with T.init():
                    x_sum[v_n] = T.float32(0.0)
                x_sum[v_n] = x_sum[v_n] + X[v_n, v_d]
        for n in range(16):
            with T.sblock("mean"):
                v_n = T.axis.spatial(16, n)
                T.reads(x_sum[v_n])
                T.writes(mean[v_n])
                mean[v_n] = x_sum[v_n] / T.float32(32.0)
        for n, d in T.grid(16, 32):
            with T.sblock("sq_sum"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(X[v_n, v_d], mean[v_n])
                T.writes(sq_sum[v_n])
                with T.init():
                    sq_sum[v_n] = T.float32(0.0)
                sq_sum[v_n] = sq_sum[v_n] + (X[v_n, v_d] - mean[v_n]) * (X[v_n, v_d] - mean[v_n])
        for n in range(16):
            with T.sblock("var"):
                v_n = T.axis.spatial(16, n)
                T.reads(sq_sum[v_n])
                T.writes(var[v_n])
                var[v_n] = sq_sum[v_n] / T.float32(32.0)
        for n in range(16):
            with T.sblock("sd"):
                v_n = T.axis.spatial(16, n)
                T.reads(var[v_n])
                T.writes(sd[v_n])
                sd[v_n] = T.sqrt(var[v_n])
        for n in range(16):
            with T.sblock("den"):
                v_n = T.axis.spatial(16, n)
                T.reads(sd[v_n])
                T.writes(den[v_n])
                den[v_n] = sd[v_n] + T.float32(1.0000000000000001e-05)
        for n, j in T.grid(16, 32):
            with T.sblock("x_hat"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j], mean[v_n], den[v_n])
                T.writes(x_hat[v_n, v_j])
                x_hat[v_n, v_j] = (X[v_n, v_j] - mean[v_n]) / den[v_n]
        for n, j in T.grid(16, 32):
            with T.sblock("Y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(x_hat[v_n, v_j], gamma[v_j], beta[v_j])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = x_hat[v_n, v_j] * gamma[v_j] + beta[v_j]