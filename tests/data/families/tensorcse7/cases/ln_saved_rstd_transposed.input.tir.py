# tensor-cse case `ln_saved_rstd_transposed` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((4, 8, 16), "float32"), gamma: T.Buffer((16,), "float32"), mean: T.Buffer((4, 8), "float32"), rstd: T.Buffer((4, 8), "float32"), dY: T.Buffer((4, 8, 16), "float32"), dX: T.Buffer((4, 8, 16), "float32"), dgamma: T.Buffer((16,), "float32"), dbeta: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        sg = T.sblock_alloc_buffer((4, 8))
        extracted_tensor = T.sblock_alloc_buffer((16, 4, 8))
        sgx = T.sblock_alloc_buffer((4, 8))
        for b, t, d in T.grid(4, 8, 16):
            with T.sblock("sg"):
                v_b, v_t, v_d = T.axis.remap("SSR", [b, t, d])
                T.reads(dY[v_b, v_t, v_d], gamma[v_d])
                T.writes(sg[v_b, v_t])
                with T.init():
                    sg[v_b, v_t] = T.float32(0.0)
                sg[v_b, v_t] = sg[v_b, v_t] + dY[v_b, v_t, v_d] * gamma[v_d]
        for d_, b, t in T.grid(16, 4, 8):
            with T.sblock("extracted_tensor"):
                v_d_, v_b, v_t = T.axis.remap("SSS", [d_, b, t])
                T.reads(X[v_b, v_t, v_d_], mean[v_b, v_t], rstd[v_b, v_t])
                T.writes(extracted_tensor[v_d_, v_b, v_t])
                extracted_tensor[v_d_, v_b, v_t] = (X[v_b, v_t, v_d_] - mean[v_b, v_t]) * rstd[v_b, v_t]
        for b, t, d in T.grid(4, 8, 16):
            with T.sblock("sgx"):
                v_b, v_t, v_d = T.axis.remap("SSR", [b, t, d])
                T.reads(dY[v_b, v_t, v_d], gamma[v_d], extracted_tensor[v_d, v_b, v_t])
                T.writes(sgx[v_b, v_t])
                with T.init():
                    sgx[v_b, v_t] = T.float32(0.0)
                sgx[v_b, v_t] = sgx[v_b, v_t] + dY[v_b, v_t, v_d] * gamma[v_d] * extracted_tensor[v_d, v_b, v_t]
        for b, t, d_ in T.grid(4, 8, 16):
            with T.sblock("dX"):
                v_b, v_t, v_d_ = T.axis.remap("SSS", [b, t, d_])
                T.reads(rstd[v_b, v_t], dY[v_b, v_t, v_d_], gamma[v_d_], sg[v_b, v_t], extracted_tensor[v_d_, v_b, v_t], sgx[v_b, v_t])
                T.writes(dX[v_b, v_t, v_d_])
                dX[v_b, v_t, v_d_] = rstd[v_b, v_t] * (dY[v_b, v_t, v_d_] * gamma[v_d_] - sg[v_b, v_t] / T.float32(16.0) - extracted_tensor[v_d_, v_b, v_t] * sgx[v_b, v_t] / T.float32(16.0))
        for d_, b, t in T.grid(16, 4, 8):
            with T.sblock("dgamma"):
                v_d_, v_b, v_t = T.axis.remap("SRR", [d_, b, t])
                T.reads(dY[v_b, v_t, v_d_], extracted_tensor[v_d_, v_b, v_t])
                T.writes(dgamma[v_d_])
                with T.init():
                    dgamma[v_d_] = T.float32(0.0)
                dgamma[v_d_] = dgamma[v_d_] + dY[v_b, v_t, v_d_] * extracted_tensor[v_d_, v_b, v_t]
        for d_, b, t in T.grid(16, 4, 8):
            with T.sblock("dbeta"):
                v_d_, v_b, v_t = T.axis.remap("SRR", [d_, b, t])
                T.reads(dY[v_b, v_t, v_d_])
                T.writes(dbeta[v_d_])
                with T.init():
                    dbeta[v_d_] = T.float32(0.0)
                dbeta[v_d_] = dbeta[v_d_] + dY[v_b, v_t, v_d_]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((4, 8, 16), "float32"), gamma: T.Buffer((16,), "float32"), beta: T.Buffer((16,), "float32"), Y: T.Buffer((4, 8, 16), "float32"), mean: T.Buffer((4, 8), "float32"), rstd: T.Buffer((4, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((4, 8))
        sq_sum = T.sblock_alloc_buffer((4, 8))
        for b, t, d in T.grid(4, 8, 16):
            with T.sblock("x_sum"):
                v_b, v_t, v_d = T.axis.remap("SSR", [b, t, d])
                T.reads(X[v_b, v_t, v_d])
                T.writes(x_sum[v_b, v_t])
                with T.init():
                    x_sum[v_b, v_t] = T.float32(0.0)
                x_sum[v_b, v_t] = x_sum[v_b, v_t] + X[v_b, v_t, v_d]
        for b, t in T.grid(4, 8):
            with T.sblock("mean"):
                v_b, v_t = T.axis.remap("SS", [b, t])
                T.reads(x_sum[v_b, v_t])
                T.writes(mean[v_b, v_t])
                mean[v_b, v_t] = x_sum[v_b, v_t] / T.float32(16.0)
        for b, t, d in T.grid(4, 8, 16):
            with T.sblock("sq_sum"):
                v_b, v_t, v_d = T.axis.remap("SSR", [b, t, d])
                T.reads(X[v_b, v_t, v_d], mean[v_b, v_t])
                T.writes(sq_sum[v_b, v_t])
                with T.init():
                    sq_sum[v_b, v_t] = T.float32(0.0)
                sq_sum[v_b, v_t] = sq_sum[v_b, v_t] + (X[v_b, v_t, v_d] - mean[v_b, v_t]) * (X[v_b, v_t, v_d] - mean[v_b, v_t])
        for b, t in T.grid(4, 8):
            with T.sblock("rstd"):
                v_b, v_t = T.axis.remap("SS", [b, t])
                T.reads(sq_sum[v_b, v_t])
                T.writes(rstd[v_b, v_t])
                rstd[v_b, v_t] = T.rsqrt(sq_sum[v_b, v_t] / T.float32(16.0) + T.float32(1.0000000000000001e-05))
        for b, t, d_ in T.grid(4, 8, 16):
            with T.sblock("Y"):
                v_b, v_t, v_d_ = T.axis.remap("SSS", [b, t, d_])
                T.reads(X[v_b, v_t, v_d_], mean[v_b, v_t], rstd[v_b, v_t], gamma[v_d_], beta[v_d_])
                T.writes(Y[v_b, v_t, v_d_])
                Y[v_b, v_t, v_d_] = (X[v_b, v_t, v_d_] - mean[v_b, v_t]) * rstd[v_b, v_t] * gamma[v_d_] + beta[v_d_]