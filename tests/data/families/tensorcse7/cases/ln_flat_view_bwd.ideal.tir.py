# tensor-cse case `ln_flat_view_bwd` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((4, 4, 16), "float32"), gamma: T.Buffer((4,), "float32"), dY: T.Buffer((4, 4, 16), "float32"), x_hat: T.Buffer((4, 4, 16), "float32"), std: T.Buffer((4,), "float32"), dX: T.Buffer((4, 4, 16), "float32"), dgamma: T.Buffer((4,), "float32"), dbeta: T.Buffer((4,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        sg = T.sblock_alloc_buffer((4,))
        sgx = T.sblock_alloc_buffer((4,))
        dX_flat = T.sblock_alloc_buffer((4, 64))
        for n, k in T.grid(4, 64):
            with T.sblock("sg"):
                v_n, v_k = T.axis.remap("SR", [n, k])
                T.reads(dY[v_n, v_k // 16, v_k % 16], gamma[v_k // 16])
                T.writes(sg[v_n])
                with T.init():
                    sg[v_n] = T.float32(0.0)
                sg[v_n] = sg[v_n] + dY[v_n, v_k // 16, v_k % 16] * gamma[v_k // 16]
        for n, k in T.grid(4, 64):
            with T.sblock("sgx"):
                v_n, v_k = T.axis.remap("SR", [n, k])
                T.reads(dY[v_n, v_k // 16, v_k % 16], gamma[v_k // 16], x_hat[v_n, v_k // 16, v_k % 16])
                T.writes(sgx[v_n])
                with T.init():
                    sgx[v_n] = T.float32(0.0)
                sgx[v_n] = sgx[v_n] + dY[v_n, v_k // 16, v_k % 16] * gamma[v_k // 16] * x_hat[v_n, v_k // 16, v_k % 16]
        for n, k_ in T.grid(4, 64):
            with T.sblock("dX_flat"):
                v_n, v_k_ = T.axis.remap("SS", [n, k_])
                T.reads(dY[v_n, v_k_ // 16, v_k_ % 16], gamma[v_k_ // 16], sg[v_n], x_hat[v_n, v_k_ // 16, v_k_ % 16], sgx[v_n], std[v_n])
                T.writes(dX_flat[v_n, v_k_])
                dX_flat[v_n, v_k_] = (dY[v_n, v_k_ // 16, v_k_ % 16] * gamma[v_k_ // 16] - sg[v_n] / T.float32(64.0) - x_hat[v_n, v_k_ // 16, v_k_ % 16] * sgx[v_n] / T.float32(64.0)) / std[v_n]
        for n, ch, l in T.grid(4, 4, 16):
            with T.sblock("dX"):
                v_n, v_ch, v_l = T.axis.remap("SSS", [n, ch, l])
                T.reads(dX_flat[v_n, v_ch * 16 + v_l])
                T.writes(dX[v_n, v_ch, v_l])
                dX[v_n, v_ch, v_l] = dX_flat[v_n, v_ch * 16 + v_l]
        for ch, n, l in T.grid(4, 4, 16):
            with T.sblock("dgamma"):
                v_ch, v_n, v_l = T.axis.remap("SRR", [ch, n, l])
                T.reads(dY[v_n, v_ch, v_l], x_hat[v_n, v_ch, v_l])
                T.writes(dgamma[v_ch])
                with T.init():
                    dgamma[v_ch] = T.float32(0.0)
                dgamma[v_ch] = dgamma[v_ch] + dY[v_n, v_ch, v_l] * x_hat[v_n, v_ch, v_l]
        for ch, n, l in T.grid(4, 4, 16):
            with T.sblock("dbeta"):
                v_ch, v_n, v_l = T.axis.remap("SRR", [ch, n, l])
                T.reads(dY[v_n, v_ch, v_l])
                T.writes(dbeta[v_ch])
                with T.init():
                    dbeta[v_ch] = T.float32(0.0)
                dbeta[v_ch] = dbeta[v_ch] + dY[v_n, v_ch, v_l]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((4, 4, 16), "float32"), gamma: T.Buffer((4,), "float32"), beta: T.Buffer((4,), "float32"), Y: T.Buffer((4, 4, 16), "float32"), x_hat: T.Buffer((4, 4, 16), "float32"), std: T.Buffer((4,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((4,))
        mean = T.sblock_alloc_buffer((4,))
        sq_sum = T.sblock_alloc_buffer((4,))
        var = T.sblock_alloc_buffer((4,))
        for n, c, l in T.grid(4, 4, 16):
            with T.sblock("x_sum"):
                v_n, v_c, v_l = T.axis.remap("SRR", [n, c, l])
                T.reads(X[v_n, v_c, v_l])
                T.writes(x_sum[v_n])
                with T.init():
                    x_sum[v_n] = T.float32(0.0)
                x_sum[v_n] = x_sum[v_n] + X[v_n, v_c, v_l]
        for n in range(4):
            with T.sblock("mean"):
                v_n = T.axis.spatial(4, n)
                T.reads(x_sum[v_n])
                T.writes(mean[v_n])
                mean[v_n] = x_sum[v_n] / T.float32(64.0)
        for n, c, l in T.grid(4, 4, 16):
            with T.sblock("sq_sum"):
                v_n, v_c, v_l = T.axis.remap("SRR", [n, c, l])
                T.reads(X[v_n, v_c, v_l], mean[v_n])
                T.writes(sq_sum[v_n])
                with T.init():
                    sq_sum[v_n] = T.float32(0.0)
                sq_sum[v_n] = sq_sum[v_n] + (X[v_n, v_c, v_l] - mean[v_n]) * (X[v_n, v_c, v_l] - mean[v_n])
        for n in range(4):
            with T.sblock("var"):
                v_n = T.axis.spatial(4, n)
                T.reads(sq_sum[v_n])
                T.writes(var[v_n])
                var[v_n] = sq_sum[v_n] / T.float32(64.0)
        for n in range(4):
            with T.sblock("std"):
                v_n = T.axis.spatial(4, n)
                T.reads(var[v_n])
                T.writes(std[v_n])
                std[v_n] = T.sqrt(var[v_n] + T.float32(1.0000000000000001e-05))
        for n, ch, l in T.grid(4, 4, 16):
            with T.sblock("x_hat"):
                v_n, v_ch, v_l = T.axis.remap("SSS", [n, ch, l])
                T.reads(X[v_n, v_ch, v_l], mean[v_n], std[v_n])
                T.writes(x_hat[v_n, v_ch, v_l])
                x_hat[v_n, v_ch, v_l] = (X[v_n, v_ch, v_l] - mean[v_n]) / std[v_n]
        for n, ch, l in T.grid(4, 4, 16):
            with T.sblock("Y"):
                v_n, v_ch, v_l = T.axis.remap("SSS", [n, ch, l])
                T.reads(x_hat[v_n, v_ch, v_l], gamma[v_ch], beta[v_ch])
                T.writes(Y[v_n, v_ch, v_l])
                Y[v_n, v_ch, v_l] = x_hat[v_n, v_ch, v_l] * gamma[v_ch] + beta[v_ch]