# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((2, 8, 8, 8), "float32"), mean: T.Buffer((8,), "float32"), var: T.Buffer((8,), "float32"), dY: T.Buffer((2, 8, 8, 8), "float32"), stash0: T.Buffer((2, 8, 8, 8), "float32"), dgamma: T.Buffer((8,), "float32"), dbeta: T.Buffer((8,), "float32")):
        T.func_attr({"tirx.noalias": True})
        for c, b, h, w in T.grid(8, 2, 8, 8):
            with T.sblock("dgamma"):
                v_c, v_b, v_h, v_w = T.axis.remap("SRRR", [c, b, h, w])
                T.reads(dY[v_b, v_c, v_h, v_w], stash0[v_b, v_c, v_h, v_w])
                T.writes(dgamma[v_c])
                with T.init():
                    dgamma[v_c] = T.float32(0.0)
                dgamma[v_c] = dgamma[v_c] + dY[v_b, v_c, v_h, v_w] * stash0[v_b, v_c, v_h, v_w]
        for c, b, h, w in T.grid(8, 2, 8, 8):
            with T.sblock("dbeta"):
                v_c, v_b, v_h, v_w = T.axis.remap("SRRR", [c, b, h, w])
                T.reads(dY[v_b, v_c, v_h, v_w])
                T.writes(dbeta[v_c])
                with T.init():
                    dbeta[v_c] = T.float32(0.0)
                dbeta[v_c] = dbeta[v_c] + dY[v_b, v_c, v_h, v_w]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((2, 8, 8, 8), "float32"), gamma: T.Buffer((8,), "float32"), beta: T.Buffer((8,), "float32"), Y: T.Buffer((2, 8, 8, 8), "float32"), mean: T.Buffer((8,), "float32"), var: T.Buffer((8,), "float32"), stash0: T.Buffer((2, 8, 8, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        x_sum = T.sblock_alloc_buffer((8,))
        sq_sum = T.sblock_alloc_buffer((8,))
        for c, n, h, w in T.grid(8, 2, 8, 8):
            with T.sblock("x_sum"):
                v_c, v_n, v_h, v_w = T.axis.remap("SRRR", [c, n, h, w])
                T.reads(X[v_n, v_c, v_h, v_w])
                T.writes(x_sum[v_c])
                with T.init():
                    x_sum[v_c] = T.float32(0.0)
                x_sum[v_c] = x_sum[v_c] + X[v_n, v_c, v_h, v_w]
        for c in range(8):
            with T.sblock("mean"):
                v_c = T.axis.spatial(8, c)
                T.reads(x_sum[v_c])
                T.writes(mean[v_c])
                mean[v_c] = x_sum[v_c] / T.float32(128.0)
        for c, n, h, w in T.grid(8, 2, 8, 8):
            with T.sblock("sq_sum"):
                v_c, v_n, v_h, v_w = T.axis.remap("SRRR", [c, n, h, w])
                T.reads(X[v_n, v_c, v_h, v_w], mean[v_c])
                T.writes(sq_sum[v_c])
                with T.init():
                    sq_sum[v_c] = T.float32(0.0)
                sq_sum[v_c] = sq_sum[v_c] + (X[v_n, v_c, v_h, v_w] - mean[v_c]) * (X[v_n, v_c, v_h, v_w] - mean[v_c])
        for c in range(8):
            with T.sblock("var"):
                v_c = T.axis.spatial(8, c)
                T.reads(sq_sum[v_c])
                T.writes(var[v_c])
                var[v_c] = sq_sum[v_c] / T.float32(128.0)
        for n, c, h, w in T.grid(2, 8, 8, 8):
            with T.sblock("stash0"):
                v_n, v_c, v_h, v_w = T.axis.remap("SSSS", [n, c, h, w])
                T.reads(X[v_n, v_c, v_h, v_w], mean[v_c], var[v_c])
                T.writes(stash0[v_n, v_c, v_h, v_w])
                stash0[v_n, v_c, v_h, v_w] = (X[v_n, v_c, v_h, v_w] - mean[v_c]) / T.sqrt(var[v_c] + T.float32(1e-5))
        for n, c, h, w in T.grid(2, 8, 8, 8):
            with T.sblock("Y"):
                v_n, v_c, v_h, v_w = T.axis.remap("SSSS", [n, c, h, w])
                T.reads(stash0[v_n, v_c, v_h, v_w], gamma[v_c], beta[v_c])
                T.writes(Y[v_n, v_c, v_h, v_w])
                Y[v_n, v_c, v_h, v_w] = stash0[v_n, v_c, v_h, v_w] * gamma[v_c] + beta[v_c]
