# tensor-cse case `neg_var_onepass` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float32"), mean: T.Buffer((16,), "float32"), dY: T.Buffer((16, 32), "float32"), dX: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        sdy = T.sblock_alloc_buffer((16,))
        x_sq = T.sblock_alloc_buffer((16,))
        rstd = T.sblock_alloc_buffer((16,))
        sdx = T.sblock_alloc_buffer((16,))
        for n, d in T.grid(16, 32):
            with T.sblock("sdy"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(dY[v_n, v_d])
                T.writes(sdy[v_n])
                with T.init():
                    sdy[v_n] = T.float32(0.0)
                sdy[v_n] = sdy[v_n] + dY[v_n, v_d]
        for n, d in T.grid(16, 32):
            with T.sblock("x_sq"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(X[v_n, v_d])
                T.writes(x_sq[v_n])
                with T.init():
                    x_sq[v_n] = T.float32(0.0)
                x_sq[v_n] = x_sq[v_n] + X[v_n, v_d] * X[v_n, v_d]
        for n in range(16):
            with T.sblock("rstd"):
                v_n = T.axis.spatial(16, n)
                T.reads(x_sq[v_n], mean[v_n])
                T.writes(rstd[v_n])
                rstd[v_n] = T.float32(1.0) / T.sqrt(x_sq[v_n] / T.float32(32.0) - mean[v_n] * mean[v_n] + T.float32(1.0000000000000001e-05))
        for n, d in T.grid(16, 32):
            with T.sblock("sdx"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(dY[v_n, v_d], X[v_n, v_d], mean[v_n], rstd[v_n])
                T.writes(sdx[v_n])
                with T.init():
                    sdx[v_n] = T.float32(0.0)
                sdx[v_n] = sdx[v_n] + dY[v_n, v_d] * ((X[v_n, v_d] - mean[v_n]) * rstd[v_n])
        for n, j in T.grid(16, 32):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dY[v_n, v_j], sdy[v_n], X[v_n, v_j], mean[v_n], rstd[v_n], sdx[v_n])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = (dY[v_n, v_j] - sdy[v_n] / T.float32(32.0) - (X[v_n, v_j] - mean[v_n]) * rstd[v_n] * sdx[v_n] / T.float32(32.0)) * rstd[v_n]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float32"), Y: T.Buffer((16, 32), "float32"), mean: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((16,))
        sq_sum = T.sblock_alloc_buffer((16,))
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
        for n, j in T.grid(16, 32):
            with T.sblock("Y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j], mean[v_n], sq_sum[v_n])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = (X[v_n, v_j] - mean[v_n]) / T.sqrt(sq_sum[v_n] / T.float32(32.0) + T.float32(1.0000000000000001e-05))