# tensor-cse case `instnorm_flat` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((2, 128), "float32"), dY: T.Buffer((2, 4, 32), "float32"), Y: T.Buffer((2, 4, 32), "float32"), std: T.Buffer((2, 4), "float32"), dX: T.Buffer((2, 128), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        sdy = T.sblock_alloc_buffer((2, 4))
        sdyx = T.sblock_alloc_buffer((2, 4))
        for n, ch, l in T.grid(2, 4, 32):
            with T.sblock("sdy"):
                v_n, v_ch, v_l = T.axis.remap("SSR", [n, ch, l])
                T.reads(dY[v_n, v_ch, v_l])
                T.writes(sdy[v_n, v_ch])
                with T.init():
                    sdy[v_n, v_ch] = T.float32(0.0)
                sdy[v_n, v_ch] = sdy[v_n, v_ch] + dY[v_n, v_ch, v_l]
        for n, ch, l in T.grid(2, 4, 32):
            with T.sblock("sdyx"):
                v_n, v_ch, v_l = T.axis.remap("SSR", [n, ch, l])
                T.reads(dY[v_n, v_ch, v_l], Y[v_n, v_ch, v_l])
                T.writes(sdyx[v_n, v_ch])
                with T.init():
                    sdyx[v_n, v_ch] = T.float32(0.0)
                sdyx[v_n, v_ch] = sdyx[v_n, v_ch] + dY[v_n, v_ch, v_l] * Y[v_n, v_ch, v_l]
        for n, k in T.grid(2, 128):
            with T.sblock("dX"):
                v_n, v_k = T.axis.remap("SS", [n, k])
                T.reads(dY[v_n, v_k // 32, v_k % 32], sdy[v_n, v_k // 32], Y[v_n, v_k // 32, v_k % 32], sdyx[v_n, v_k // 32], std[v_n, v_k // 32])
                T.writes(dX[v_n, v_k])
                dX[v_n, v_k] = (dY[v_n, v_k // 32, v_k % 32] - sdy[v_n, v_k // 32] / T.float32(32.0) - Y[v_n, v_k // 32, v_k % 32] * sdyx[v_n, v_k // 32] / T.float32(32.0)) / std[v_n, v_k // 32]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((2, 128), "float32"), Y: T.Buffer((2, 4, 32), "float32"), std: T.Buffer((2, 4), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((2, 4))
        mean = T.sblock_alloc_buffer((2, 4))
        sq_sum = T.sblock_alloc_buffer((2, 4))
        var = T.sblock_alloc_buffer((2, 4))
        for n, ch, l in T.grid(2, 4, 32):
            with T.sblock("x_sum"):
                v_n, v_ch, v_l = T.axis.remap("SSR", [n, ch, l])
                T.reads(X[v_n, v_ch * 32 + v_l])
                T.writes(x_sum[v_n, v_ch])
                with T.init():
                    x_sum[v_n, v_ch] = T.float32(0.0)
                x_sum[v_n, v_ch] = x_sum[v_n, v_ch] + X[v_n, v_ch * 32 + v_l]
        for n, ch in T.grid(2, 4):
            with T.sblock("mean"):
                v_n, v_ch = T.axis.remap("SS", [n, ch])
                T.reads(x_sum[v_n, v_ch])
                T.writes(mean[v_n, v_ch])
                mean[v_n, v_ch] = x_sum[v_n, v_ch] / T.float32(32.0)
        for n, ch, l in T.grid(2, 4, 32):
            with T.sblock("sq_sum"):
                v_n, v_ch, v_l = T.axis.remap("SSR", [n, ch, l])
                T.reads(X[v_n, v_ch * 32 + v_l], mean[v_n, v_ch])
                T.writes(sq_sum[v_n, v_ch])
                with T.init():
                    sq_sum[v_n, v_ch] = T.float32(0.0)
                sq_sum[v_n, v_ch] = sq_sum[v_n, v_ch] + (X[v_n, v_ch * 32 + v_l] - mean[v_n, v_ch]) * (X[v_n, v_ch * 32 + v_l] - mean[v_n, v_ch])
        for n, ch in T.grid(2, 4):
            with T.sblock("var"):
                v_n, v_ch = T.axis.remap("SS", [n, ch])
                T.reads(sq_sum[v_n, v_ch])
                T.writes(var[v_n, v_ch])
                var[v_n, v_ch] = sq_sum[v_n, v_ch] / T.float32(32.0)
        for n, ch in T.grid(2, 4):
            with T.sblock("std"):
                v_n, v_ch = T.axis.remap("SS", [n, ch])
                T.reads(var[v_n, v_ch])
                T.writes(std[v_n, v_ch])
                std[v_n, v_ch] = T.sqrt(var[v_n, v_ch] + T.float32(1.0000000000000001e-05))
        for n, ch, l in T.grid(2, 4, 32):
            with T.sblock("Y"):
                v_n, v_ch, v_l = T.axis.remap("SSS", [n, ch, l])
                T.reads(X[v_n, v_ch * 32 + v_l], mean[v_n, v_ch], std[v_n, v_ch])
                T.writes(Y[v_n, v_ch, v_l])
                Y[v_n, v_ch, v_l] = (X[v_n, v_ch * 32 + v_l] - mean[v_n, v_ch]) / std[v_n, v_ch]