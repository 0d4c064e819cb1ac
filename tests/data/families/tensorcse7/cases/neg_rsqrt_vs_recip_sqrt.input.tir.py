# tensor-cse case `neg_rsqrt_vs_recip_sqrt` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 64), "float32"), gamma: T.Buffer((64,), "float32"), mean: T.Buffer((16,), "float32"), var: T.Buffer((16,), "float32"), dY: T.Buffer((16, 64), "float32"), dX: T.Buffer((16, 64), "float32"), dgamma: T.Buffer((64,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        rs = T.sblock_alloc_buffer((16,))
        sg = T.sblock_alloc_buffer((16,))
        sgx = T.sblock_alloc_buffer((16,))
        for n in range(16):
            with T.sblock("rs"):
                v_n = T.axis.spatial(16, n)
                T.reads(var[v_n])
                T.writes(rs[v_n])
                rs[v_n] = T.float32(1.0) / T.sqrt(var[v_n] + T.float32(1.0000000000000001e-05))
        for n, d in T.grid(16, 64):
            with T.sblock("sg"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(dY[v_n, v_d], gamma[v_d])
                T.writes(sg[v_n])
                with T.init():
                    sg[v_n] = T.float32(0.0)
                sg[v_n] = sg[v_n] + dY[v_n, v_d] * gamma[v_d]
        for n, d in T.grid(16, 64):
            with T.sblock("sgx"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(dY[v_n, v_d], gamma[v_d], X[v_n, v_d], mean[v_n], rs[v_n])
                T.writes(sgx[v_n])
                with T.init():
                    sgx[v_n] = T.float32(0.0)
                sgx[v_n] = sgx[v_n] + dY[v_n, v_d] * gamma[v_d] * ((X[v_n, v_d] - mean[v_n]) * rs[v_n])
        for n, j in T.grid(16, 64):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(rs[v_n], dY[v_n, v_j], gamma[v_j], sg[v_n], X[v_n, v_j], mean[v_n], sgx[v_n])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = rs[v_n] * (dY[v_n, v_j] * gamma[v_j] - sg[v_n] / T.float32(64.0) - (X[v_n, v_j] - mean[v_n]) * rs[v_n] * sgx[v_n] / T.float32(64.0))
        for j, n in T.grid(64, 16):
            with T.sblock("dgamma"):
                v_j, v_n = T.axis.remap("SR", [j, n])
                T.reads(dY[v_n, v_j], X[v_n, v_j], mean[v_n], rs[v_n])
                T.writes(dgamma[v_j])
                with T.init():
                    dgamma[v_j] = T.float32(0.0)
                dgamma[v_j] = dgamma[v_j] + dY[v_n, v_j] * ((X[v_n, v_j] - mean[v_n]) * rs[v_n])

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 64), "float32"), gamma: T.Buffer((64,), "float32"), Y: T.Buffer((16, 64), "float32"), mean: T.Buffer((16,), "float32"), var: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((16,))
        sq_sum = T.sblock_alloc_buffer((16,))
        for n, d in T.grid(16, 64):
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
                mean[v_n] = x_sum[v_n] / T.float32(64.0)
        for n, d in T.grid(16, 64):
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
                var[v_n] = sq_sum[v_n] / T.float32(64.0)
        for n, j in T.grid(16, 64):
            with T.sblock("Y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j], mean[v_n], var[v_n], gamma[v_j])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = (X[v_n, v_j] - mean[v_n]) * T.rsqrt(var[v_n] + T.float32(1.0000000000000001e-05)) * gamma[v_j]