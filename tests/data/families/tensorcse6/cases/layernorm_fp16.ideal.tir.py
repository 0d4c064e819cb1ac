# tensor-cse case `layernorm_fp16` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 64), "float16"), gamma: T.Buffer((64,), "float16"), beta: T.Buffer((64,), "float16"), dY: T.Buffer((16, 64), "float16"), x_hat: T.Buffer((16, 64), "float16"), std: T.Buffer((16,), "float16"), dX: T.Buffer((16, 64), "float16"), dgamma: T.Buffer((64,), "float16"), dbeta: T.Buffer((64,), "float16")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        sg = T.sblock_alloc_buffer((16,), "float16")
        sgx = T.sblock_alloc_buffer((16,), "float16")
        for b, d in T.grid(16, 64):
            with T.sblock("sg"):
                v_b, v_d = T.axis.remap("SR", [b, d])
                T.reads(dY[v_b, v_d], gamma[v_d])
                T.writes(sg[v_b])
                with T.init():
                    sg[v_b] = T.float16(0.0)
                sg[v_b] = sg[v_b] + dY[v_b, v_d] * gamma[v_d]
        for b, d in T.grid(16, 64):
            with T.sblock("sgx"):
                v_b, v_d = T.axis.remap("SR", [b, d])
                T.reads(dY[v_b, v_d], gamma[v_d], x_hat[v_b, v_d])
                T.writes(sgx[v_b])
                with T.init():
                    sgx[v_b] = T.float16(0.0)
                sgx[v_b] = sgx[v_b] + dY[v_b, v_d] * gamma[v_d] * x_hat[v_b, v_d]
        for b, d_ in T.grid(16, 64):
            with T.sblock("dX"):
                v_b, v_d_ = T.axis.remap("SS", [b, d_])
                T.reads(dY[v_b, v_d_], gamma[v_d_], sg[v_b], x_hat[v_b, v_d_], sgx[v_b], std[v_b])
                T.writes(dX[v_b, v_d_])
                dX[v_b, v_d_] = (dY[v_b, v_d_] * gamma[v_d_] - sg[v_b] / T.float16(64.0) - x_hat[v_b, v_d_] * sgx[v_b] / T.float16(64.0)) / std[v_b]
        for d_, b in T.grid(64, 16):
            with T.sblock("dgamma"):
                v_d_, v_b = T.axis.remap("SR", [d_, b])
                T.reads(dY[v_b, v_d_], x_hat[v_b, v_d_])
                T.writes(dgamma[v_d_])
                with T.init():
                    dgamma[v_d_] = T.float16(0.0)
                dgamma[v_d_] = dgamma[v_d_] + dY[v_b, v_d_] * x_hat[v_b, v_d_]
        for d_, b in T.grid(64, 16):
            with T.sblock("dbeta"):
                v_d_, v_b = T.axis.remap("SR", [d_, b])
                T.reads(dY[v_b, v_d_])
                T.writes(dbeta[v_d_])
                with T.init():
                    dbeta[v_d_] = T.float16(0.0)
                dbeta[v_d_] = dbeta[v_d_] + dY[v_b, v_d_]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 64), "float16"), gamma: T.Buffer((64,), "float16"), beta: T.Buffer((64,), "float16"), Y: T.Buffer((16, 64), "float16"), x_hat: T.Buffer((16, 64), "float16"), std: T.Buffer((16,), "float16")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((16,), "float16")
        mean = T.sblock_alloc_buffer((16,), "float16")
        sq_sum = T.sblock_alloc_buffer((16,), "float16")
        for b, d in T.grid(16, 64):
            with T.sblock("x_sum"):
                v_b, v_d = T.axis.remap("SR", [b, d])
                T.reads(X[v_b, v_d])
                T.writes(x_sum[v_b])
                with T.init():
                    x_sum[v_b] = T.float16(0.0)
                x_sum[v_b] = x_sum[v_b] + X[v_b, v_d]
        for b in range(16):
            with T.sblock("mean"):
                v_b = T.axis.spatial(16, b)
                T.reads(x_sum[v_b])
                T.writes(mean[v_b])
                mean[v_b] = x_sum[v_b] / T.float16(64.0)
        for b, d in T.grid(16, 64):
            with T.sblock("sq_sum"):
                v_b, v_d = T.axis.remap("SR", [b, d])
                T.reads(X[v_b, v_d], mean[v_b])
                T.writes(sq_sum[v_b])
                with T.init():
                    sq_sum[v_b] = T.float16(0.0)
                sq_sum[v_b] = sq_sum[v_b] + (X[v_b, v_d] - mean[v_b]) * (X[v_b, v_d] - mean[v_b])
        for b in range(16):
            with T.sblock("std"):
                v_b = T.axis.spatial(16, b)
                T.reads(sq_sum[v_b])
                T.writes(std[v_b])
                std[v_b] = T.sqrt(sq_sum[v_b] / T.float16(64.0) + T.float16(0.001))
        for b, d in T.grid(16, 64):
            with T.sblock("x_hat"):
                v_b, v_d = T.axis.remap("SS", [b, d])
                T.reads(X[v_b, v_d], mean[v_b], std[v_b])
                T.writes(x_hat[v_b, v_d])
                x_hat[v_b, v_d] = (X[v_b, v_d] - mean[v_b]) / std[v_b]
        for b, d in T.grid(16, 64):
            with T.sblock("Y"):
                v_b, v_d = T.axis.remap("SS", [b, d])
                T.reads(x_hat[v_b, v_d], gamma[v_d], beta[v_d])
                T.writes(Y[v_b, v_d])
                Y[v_b, v_d] = x_hat[v_b, v_d] * gamma[v_d] + beta[v_d]