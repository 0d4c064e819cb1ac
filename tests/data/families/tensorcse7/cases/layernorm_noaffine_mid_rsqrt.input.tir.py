# tensor-cse case `layernorm_noaffine_mid_rsqrt` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((2, 16, 8), "float32"), dY: T.Buffer((2, 16, 8), "float32"), dX: T.Buffer((2, 16, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((2, 8))
        mean = T.sblock_alloc_buffer((2, 8))
        sq_sum = T.sblock_alloc_buffer((2, 8))
        var = T.sblock_alloc_buffer((2, 8))
        sdy = T.sblock_alloc_buffer((2, 8))
        sdyx = T.sblock_alloc_buffer((2, 8))
        for b, l, c in T.grid(2, 8, 16):
            with T.sblock("x_sum"):
                v_b, v_l, v_c = T.axis.remap("SSR", [b, l, c])
                T.reads(X[v_b, v_c, v_l])
                T.writes(x_sum[v_b, v_l])
                with T.init():
                    x_sum[v_b, v_l] = T.float32(0.0)
                x_sum[v_b, v_l] = x_sum[v_b, v_l] + X[v_b, v_c, v_l]
        for b, l in T.grid(2, 8):
            with T.sblock("mean"):
                v_b, v_l = T.axis.remap("SS", [b, l])
                T.reads(x_sum[v_b, v_l])
                T.writes(mean[v_b, v_l])
                mean[v_b, v_l] = x_sum[v_b, v_l] / T.float32(16.0)
        for b, l, c in T.grid(2, 8, 16):
            with T.sblock("sq_sum"):
                v_b, v_l, v_c = T.axis.remap("SSR", [b, l, c])
                T.reads(X[v_b, v_c, v_l], mean[v_b, v_l])
                T.writes(sq_sum[v_b, v_l])
                with T.init():
                    sq_sum[v_b, v_l] = T.float32(0.0)
                sq_sum[v_b, v_l] = sq_sum[v_b, v_l] + (X[v_b, v_c, v_l] - mean[v_b, v_l]) * (X[v_b, v_c, v_l] - mean[v_b, v_l])
        for b, l in T.grid(2, 8):
            with T.sblock("var"):
                v_b, v_l = T.axis.remap("SS", [b, l])
                T.reads(sq_sum[v_b, v_l])
                T.writes(var[v_b, v_l])
                var[v_b, v_l] = sq_sum[v_b, v_l] / T.float32(16.0)
        for b, l, c in T.grid(2, 8, 16):
            with T.sblock("sdy"):
                v_b, v_l, v_c = T.axis.remap("SSR", [b, l, c])
                T.reads(dY[v_b, v_c, v_l])
                T.writes(sdy[v_b, v_l])
                with T.init():
                    sdy[v_b, v_l] = T.float32(0.0)
                sdy[v_b, v_l] = sdy[v_b, v_l] + dY[v_b, v_c, v_l]
        for b, l, c in T.grid(2, 8, 16):
            with T.sblock("sdyx"):
                v_b, v_l, v_c = T.axis.remap("SSR", [b, l, c])
                T.reads(dY[v_b, v_c, v_l], X[v_b, v_c, v_l], mean[v_b, v_l], var[v_b, v_l])
                T.writes(sdyx[v_b, v_l])
                with T.init():
                    sdyx[v_b, v_l] = T.float32(0.0)
                sdyx[v_b, v_l] = sdyx[v_b, v_l] + dY[v_b, v_c, v_l] * ((X[v_b, v_c, v_l] - mean[v_b, v_l]) * T.rsqrt(var[v_b, v_l] + T.float32(1.0000000000000001e-05)))
        for b, ch, l in T.grid(2, 16, 8):
            with T.sblock("dX"):
                v_b, v_ch, v_l = T.axis.remap("SSS", [b, ch, l])
                T.reads(var[v_b, v_l], dY[v_b, v_ch, v_l], sdy[v_b, v_l], X[v_b, v_ch, v_l], mean[v_b, v_l], sdyx[v_b, v_l])
                T.writes(dX[v_b, v_ch, v_l])
                dX[v_b, v_ch, v_l] = T.rsqrt(var[v_b, v_l] + T.float32(1.0000000000000001e-05)) * (dY[v_b, v_ch, v_l] - sdy[v_b, v_l] / T.float32(16.0) - (X[v_b, v_ch, v_l] - mean[v_b, v_l]) * T.rsqrt(var[v_b, v_l] + T.float32(1.0000000000000001e-05)) * sdyx[v_b, v_l] / T.float32(16.0))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((2, 16, 8), "float32"), Y: T.Buffer((2, 16, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((2, 8))
        mean = T.sblock_alloc_buffer((2, 8))
        sq_sum = T.sblock_alloc_buffer((2, 8))
        var = T.sblock_alloc_buffer((2, 8))
        for b, l, c in T.grid(2, 8, 16):
            with T.sblock("x_sum"):
                v_b, v_l, v_c = T.axis.remap("SSR", [b, l, c])
                T.reads(X[v_b, v_c, v_l])
                T.writes(x_sum[v_b, v_l])
                with T.init():
                    x_sum[v_b, v_l] = T.float32(0.0)
                x_sum[v_b, v_l] = x_sum[v_b, v_l] + X[v_b, v_c, v_l]
        for b, l in T.grid(2, 8):
            with T.sblock("mean"):
                v_b, v_l = T.axis.remap("SS", [b, l])
                T.reads(x_sum[v_b, v_l])
                T.writes(mean[v_b, v_l])
                mean[v_b, v_l] = x_sum[v_b, v_l] / T.float32(16.0)
        for b, l, c in T.grid(2, 8, 16):
            with T.sblock("sq_sum"):
                v_b, v_l, v_c = T.axis.remap("SSR", [b, l, c])
                T.reads(X[v_b, v_c, v_l], mean[v_b, v_l])
                T.writes(sq_sum[v_b, v_l])
                with T.init():
                    sq_sum[v_b, v_l] = T.float32(0.0)
                sq_sum[v_b, v_l] = sq_sum[v_b, v_l] + (X[v_b, v_c, v_l] - mean[v_b, v_l]) * (X[v_b, v_c, v_l] - mean[v_b, v_l])
        for b, l in T.grid(2, 8):
            with T.sblock("var"):
                v_b, v_l = T.axis.remap("SS", [b, l])
                T.reads(sq_sum[v_b, v_l])
                T.writes(var[v_b, v_l])
                var[v_b, v_l] = sq_sum[v_b, v_l] / T.float32(16.0)
        for b, ch, l in T.grid(2, 16, 8):
            with T.sblock("Y"):
                v_b, v_ch, v_l = T.axis.remap("SSS", [b, ch, l])
                T.reads(X[v_b, v_ch, v_l], mean[v_b, v_l], var[v_b, v_l])
                T.writes(Y[v_b, v_ch, v_l])
                Y[v_b, v_ch, v_l] = (X[v_b, v_ch, v_l] - mean[v_b, v_l]) * T.rsqrt(var[v_b, v_l] + T.float32(1.0000000000000001e-05))