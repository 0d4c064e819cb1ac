# tensor-cse case `layernorm_noaffine` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((32, 16), "float32"), dY: T.Buffer((32, 16), "float32"), Y: T.Buffer((32, 16), "float32"), std: T.Buffer((32,), "float32"), dX: T.Buffer((32, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        sdy = T.sblock_alloc_buffer((32,))
        sdyx = T.sblock_alloc_buffer((32,))
        for n, d in T.grid(32, 16):
            with T.sblock("sdy"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(dY[v_n, v_d])
                T.writes(sdy[v_n])
                with T.init():
                    sdy[v_n] = T.float32(0.0)
                sdy[v_n] = sdy[v_n] + dY[v_n, v_d]
        for n, d in T.grid(32, 16):
            with T.sblock("sdyx"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(dY[v_n, v_d], Y[v_n, v_d])
                T.writes(sdyx[v_n])
                with T.init():
                    sdyx[v_n] = T.float32(0.0)
                sdyx[v_n] = sdyx[v_n] + dY[v_n, v_d] * Y[v_n, v_d]
        for n, j in T.grid(32, 16):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dY[v_n, v_j], sdy[v_n], Y[v_n, v_j], sdyx[v_n], std[v_n])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = (dY[v_n, v_j] - sdy[v_n] / T.float32(16.0) - Y[v_n, v_j] * sdyx[v_n] / T.float32(16.0)) / std[v_n]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((32, 16), "float32"), Y: T.Buffer((32, 16), "float32"), std: T.Buffer((32,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((32,))
        mean = T.sblock_alloc_buffer((32,))
        sq_sum = T.sblock_alloc_buffer((32,))
        var = T.sblock_alloc_buffer((32,))
        for n, d in T.grid(32, 16):
            with T.sblock("x_sum"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(X[v_n, v_d])
                T.writes(x_sum[v_n])
                with T.init():
                    x_sum[v_n] = T.float32(0.0)
                x_sum[v_n] = x_sum[v_n] + X[v_n, v_d]
        for n in range(32):
            with T.sblock("mean"):
                v_n = T.axis.spatial(32, n)
                T.reads(x_sum[v_n])
                T.writes(mean[v_n])
                mean[v_n] = x_sum[v_n] / T.float32(16.0)
        for n, d in T.grid(32, 16):
            with T.sblock("sq_sum"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(X[v_n, v_d], mean[v_n])
                T.writes(sq_sum[v_n])
                with T.init():
                    sq_sum[v_n] = T.float32(0.0)
                sq_sum[v_n] = sq_sum[v_n] + (X[v_n, v_d] - mean[v_n]) * (X[v_n, v_d] - mean[v_n])
        for n in range(32):
            with T.sblock("var"):
                v_n = T.axis.spatial(32, n)
                T.reads(sq_sum[v_n])
                T.writes(var[v_n])
                var[v_n] = sq_sum[v_n] / T.float32(16.0)
        for n in range(32):
            with T.sblock("std"):
                v_n = T.axis.spatial(32, n)
                T.reads(var[v_n])
                T.writes(std[v_n])
                std[v_n] = T.sqrt(var[v_n] + T.float32(1.0000000000000001e-05))
        for n, j in T.grid(32, 16):
            with T.sblock("Y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j], mean[v_n], std[v_n])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = (X[v_n, v_j] - mean[v_n]) / std[v_n]