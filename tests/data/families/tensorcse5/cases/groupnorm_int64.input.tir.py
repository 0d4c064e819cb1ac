# tensor-cse case `groupnorm_int64` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((T.int64(2), T.int64(8), T.int64(16)), "float32"), dY: T.Buffer((T.int64(2), T.int64(8), T.int64(16)), "float32"), dX: T.Buffer((T.int64(2), T.int64(8), T.int64(16)), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        sdy = T.sblock_alloc_buffer((T.int64(2), T.int64(2)))
        x_sum = T.sblock_alloc_buffer((T.int64(2), T.int64(2)))
        mean = T.sblock_alloc_buffer((T.int64(2), T.int64(2)))
        sq_sum = T.sblock_alloc_buffer((T.int64(2), T.int64(2)))
        var = T.sblock_alloc_buffer((T.int64(2), T.int64(2)))
        sdyx = T.sblock_alloc_buffer((T.int64(2), T.int64(2)))
        for n, g, ci, l in T.grid(T.int64(2), T.int64(2), T.int64(4), T.int64(16)):
            with T.sblock("sdy"):
                v_n = T.axis.spatial(T.int64(2), n)
                v_g = T.axis.spatial(T.int64(2), g)
                v_ci, v_l = T.axis.remap("RR", [ci, l])
                T.reads(dY[v_n, v_g * T.int64(4) + v_ci, v_l])
                T.writes(sdy[v_n, v_g])
                with T.init():
                    sdy[v_n, v_g] = T.float32(0.0)
                sdy[v_n, v_g] = sdy[v_n, v_g] + dY[v_n, v_g * T.int64(4) + v_ci, v_l]
        for n, g, ci, l in T.grid(T.int64(2), T.int64(2), T.int64(4), T.int64(16)):
            with T.sblock("x_sum"):
                v_n = T.axis.spatial(T.int64(2), n)
                v_g = T.axis.spatial(T.int64(2), g)
                v_ci, v_l = T.axis.remap("RR", [ci, l])
                T.reads(X[v_n, v_g * T.int64(4) + v_ci, v_l])
                T.writes(x_sum[v_n, v_g])
                with T.init():
                    x_sum[v_n, v_g] = T.float32(0.0)
                x_sum[v_n, v_g] = x_sum[v_n, v_g] + X[v_n, v_g * T.int64(4) + v_ci, v_l]
        for n, g in T.grid(T.int64(2), T.int64(2)):
            with T.sblock("mean"):
                v_n = T.axis.spatial(T.int64(2), n)
                v_g = T.axis.spatial(T.int64(2), g)
                T.reads(x_sum[v_n, v_g])
                T.writes(mean[v_n, v_g])
                mean[v_n, v_g] = x_sum[v_n, v_g] / T.float32(64.0)
        for n, g, ci, l in T.grid(T.int64(2), T.int64(2), T.int64(4), T.int64(16)):
            with T.sblock("sq_sum"):
                v_n = T.axis.spatial(T.int64(2), n)
                v_g = T.axis.spatial(T.int64(2), g)
                v_ci, v_l = T.axis.remap("RR", [ci, l])
                T.reads(X[v_n, v_g * T.int64(4) + v_ci, v_l], mean[v_n, v_g])
                T.writes(sq_sum[v_n, v_g])
                with T.init():
                    sq_sum[v_n, v_g] = T.float32(0.0)
                sq_sum[v_n, v_g] = sq_sum[v_n, v_g] + (X[v_n, v_g * T.int64(4) + v_ci, v_l] - mean[v_n, v_g]) * (X[v_n, v_g * T.int64(4) + v_ci, v_l] - mean[v_n, v_g])
        for n, g in T.grid(T.int64(2), T.int64(2)):
            with T.sblock("var"):
                v_n = T.axis.spatial(T.int64(2), n)
                v_g = T.axis.spatial(T.int64(2), g)
                T.reads(sq_sum[v_n, v_g])
                T.writes(var[v_n, v_g])
                var[v_n, v_g] = sq_sum[v_n, v_g] / T.float32(64.0)
        for n, g, ci, l in T.grid(T.int64(2), T.int64(2), T.int64(4), T.int64(16)):
            with T.sblock("sdyx"):
                v_n = T.axis.spatial(T.int64(2), n)
                v_g = T.axis.spatial(T.int64(2), g)
                v_ci, v_l = T.axis.remap("RR", [ci, l])
                T.reads(dY[v_n, v_g * T.int64(4) + v_ci, v_l], X[v_n, v_g * T.int64(4) + v_ci, v_l], mean[v_n, v_ci // T.int64(4) + v_g], var[v_n, v_ci // T.int64(4) + v_g])
                T.writes(sdyx[v_n, v_g])
                with T.init():
                    sdyx[v_n, v_g] = T.float32(0.0)
                sdyx[v_n, v_g] = sdyx[v_n, v_g] + dY[v_n, v_g * T.int64(4) + v_ci, v_l] * ((X[v_n, v_g * T.int64(4) + v_ci, v_l] - mean[v_n, v_ci // T.int64(4) + v_g]) / T.sqrt(var[v_n, v_ci // T.int64(4) + v_g] + T.float32(1.0000000000000001e-05)))
        for n, ch, l in T.grid(T.int64(2), T.int64(8), T.int64(16)):
            with T.sblock("dX"):
                v_n = T.axis.spatial(T.int64(2), n)
                v_ch = T.axis.spatial(T.int64(8), ch)
                v_l = T.axis.spatial(T.int64(16), l)
                T.reads(dY[v_n, v_ch, v_l], sdy[v_n, v_ch // T.int64(4)], X[v_n, v_ch, v_l], mean[v_n, v_ch // T.int64(4)], var[v_n, v_ch // T.int64(4)], sdyx[v_n, v_ch // T.int64(4)])
                T.writes(dX[v_n, v_ch, v_l])
                dX[v_n, v_ch, v_l] = (dY[v_n, v_ch, v_l] - sdy[v_n, v_ch // T.int64(4)] / T.float32(64.0) - (X[v_n, v_ch, v_l] - mean[v_n, v_ch // T.int64(4)]) / T.sqrt(var[v_n, v_ch // T.int64(4)] + T.float32(1.0000000000000001e-05)) * sdyx[v_n, v_ch // T.int64(4)] / T.float32(64.0)) / T.sqrt(var[v_n, v_ch // T.int64(4)] + T.float32(1.0000000000000001e-05))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((T.int64(2), T.int64(8), T.int64(16)), "float32"), Y: T.Buffer((T.int64(2), T.int64(8), T.int64(16)), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((T.int64(2), T.int64(2)))
        mean = T.sblock_alloc_buffer((T.int64(2), T.int64(2)))
        sq_sum = T.sblock_alloc_buffer((T.int64(2), T.int64(2)))
        var = T.sblock_alloc_buffer((T.int64(2), T.int64(2)))
        for n, g, ci, l in T.grid(T.int64(2), T.int64(2), T.int64(4), T.int64(16)):
            with T.sblock("x_sum"):
                v_n = T.axis.spatial(T.int64(2), n)
                v_g = T.axis.spatial(T.int64(2), g)
                v_ci, v_l = T.axis.remap("RR", [ci, l])
                T.reads(X[v_n, v_g * T.int64(4) + v_ci, v_l])
                T.writes(x_sum[v_n, v_g])
                with T.init():
                    x_sum[v_n, v_g] = T.float32(0.0)
                x_sum[v_n, v_g] = x_sum[v_n, v_g] + X[v_n, v_g * T.int64(4) + v_ci, v_l]
        for n, g in T.grid(T.int64(2), T.int64(2)):
            with T.sblock("mean"):
                v_n = T.axis.spatial(T.int64(2), n)
                v_g = T.axis.spatial(T.int64(2), g)
                T.reads(x_sum[v_n, v_g])
                T.writes(mean[v_n, v_g])
                mean[v_n, v_g] = x_sum[v_n, v_g] / T.float32(64.0)
        for n, g, ci, l in T.grid(T.int64(2), T.int64(2), T.int64(4), T.int64(16)):
            with T.sblock("sq_sum"):
                v_n = T.axis.spatial(T.int64(2), n)
                v_g = T.axis.spatial(T.int64(2), g)
                v_ci, v_l = T.axis.remap("RR", [ci, l])
                T.reads(X[v_n, v_g * T.int64(4) + v_ci, v_l], mean[v_n, v_g])
                T.writes(sq_sum[v_n, v_g])
                with T.init():
                    sq_sum[v_n, v_g] = T.float32(0.0)
                sq_sum[v_n, v_g] = sq_sum[v_n, v_g] + (X[v_n, v_g * T.int64(4) + v_ci, v_l] - mean[v_n, v_g]) * (X[v_n, v_g * T.int64(4) + v_ci, v_l] - mean[v_n, v_g])
        for n, g in T.grid(T.int64(2), T.int64(2)):
            with T.sblock("var"):
                v_n = T.axis.spatial(T.int64(2), n)
                v_g = T.axis.spatial(T.int64(2), g)
                T.reads(sq_sum[v_n, v_g])
                T.writes(var[v_n, v_g])
                var[v_n, v_g] = sq_sum[v_n, v_g] / T.float32(64.0)
        for n, ch, l in T.grid(T.int64(2), T.int64(8), T.int64(16)):
            with T.sblock("Y"):
                v_n = T.axis.spatial(T.int64(2), n)
                v_ch = T.axis.spatial(T.int64(8), ch)
                v_l = T.axis.spatial(T.int64(16), l)
                T.reads(X[v_n, v_ch, v_l], mean[v_n, v_ch // T.int64(4)], var[v_n, v_ch // T.int64(4)])
                T.writes(Y[v_n, v_ch, v_l])
                Y[v_n, v_ch, v_l] = (X[v_n, v_ch, v_l] - mean[v_n, v_ch // T.int64(4)]) / T.sqrt(var[v_n, v_ch // T.int64(4)] + T.float32(1.0000000000000001e-05))