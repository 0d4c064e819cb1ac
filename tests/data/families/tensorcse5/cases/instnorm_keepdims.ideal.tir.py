# tensor-cse case `instnorm_keepdims` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((2, 4, 4, 8), "float32"), dY: T.Buffer((2, 4, 4, 8), "float32"), Y: T.Buffer((2, 4, 4, 8), "float32"), std: T.Buffer((2, 4, 1, 1), "float32"), dX: T.Buffer((2, 4, 4, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        sdy = T.sblock_alloc_buffer((2, 4, 1, 1))
        sdyx = T.sblock_alloc_buffer((2, 4, 1, 1))
        for n, ch, i, j, h, w in T.grid(2, 4, 1, 1, 4, 8):
            with T.sblock("sdy"):
                v_n, v_ch, v_i, v_j, v_h, v_w = T.axis.remap("SSSSRR", [n, ch, i, j, h, w])
                T.reads(dY[v_n, v_ch, v_h, v_w])
                T.writes(sdy[v_n, v_ch, v_i, v_j])
                with T.init():
                    sdy[v_n, v_ch, v_i, v_j] = T.float32(0.0)
                sdy[v_n, v_ch, v_i, v_j] = sdy[v_n, v_ch, v_i, v_j] + dY[v_n, v_ch, v_h, v_w]
        for n, ch, i, j, h, w in T.grid(2, 4, 1, 1, 4, 8):
            with T.sblock("sdyx"):
                v_n, v_ch, v_i, v_j, v_h, v_w = T.axis.remap("SSSSRR", [n, ch, i, j, h, w])
                T.reads(dY[v_n, v_ch, v_h, v_w], Y[v_n, v_ch, v_h, v_w])
                T.writes(sdyx[v_n, v_ch, v_i, v_j])
                with T.init():
                    sdyx[v_n, v_ch, v_i, v_j] = T.float32(0.0)
                sdyx[v_n, v_ch, v_i, v_j] = sdyx[v_n, v_ch, v_i, v_j] + dY[v_n, v_ch, v_h, v_w] * Y[v_n, v_ch, v_h, v_w]
        for n, ch, h, w in T.grid(2, 4, 4, 8):
            with T.sblock("dX"):
                v_n, v_ch, v_h, v_w = T.axis.remap("SSSS", [n, ch, h, w])
                T.reads(dY[v_n, v_ch, v_h, v_w], sdy[v_n, v_ch, 0, 0], Y[v_n, v_ch, v_h, v_w], sdyx[v_n, v_ch, 0, 0], std[v_n, v_ch, 0, 0])
                T.writes(dX[v_n, v_ch, v_h, v_w])
                dX[v_n, v_ch, v_h, v_w] = (dY[v_n, v_ch, v_h, v_w] - sdy[v_n, v_ch, 0, 0] / T.float32(32.0) - Y[v_n, v_ch, v_h, v_w] * sdyx[v_n, v_ch, 0, 0] / T.float32(32.0)) / std[v_n, v_ch, 0, 0]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((2, 4, 4, 8), "float32"), Y: T.Buffer((2, 4, 4, 8), "float32"), std: T.Buffer((2, 4, 1, 1), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((2, 4, 1, 1))
        mean = T.sblock_alloc_buffer((2, 4, 1, 1))
        sq_sum = T.sblock_alloc_buffer((2, 4, 1, 1))
        var = T.sblock_alloc_buffer((2, 4, 1, 1))
        for n, ch, i, j, h, w in T.grid(2, 4, 1, 1, 4, 8):
            with T.sblock("x_sum"):
                v_n, v_ch, v_i, v_j, v_h, v_w = T.axis.remap("SSSSRR", [n, ch, i, j, h, w])
                T.reads(X[v_n, v_ch, v_h, v_w])
                T.writes(x_sum[v_n, v_ch, v_i, v_j])
                with T.init():
                    x_sum[v_n, v_ch, v_i, v_j] = T.float32(0.0)
                x_sum[v_n, v_ch, v_i, v_j] = x_sum[v_n, v_ch, v_i, v_j] + X[v_n, v_ch, v_h, v_w]
        for n, ch, i, j in T.grid(2, 4, 1, 1):
            with T.sblock("mean"):
                v_n, v_ch, v_i, v_j = T.axis.remap("SSSS", [n, ch, i, j])
                T.reads(x_sum[v_n, v_ch, v_i, v_j])
                T.writes(mean[v_n, v_ch, v_i, v_j])
                mean[v_n, v_ch, v_i, v_j] = x_sum[v_n, v_ch, v_i, v_j] / T.float32(32.0)
        for n, ch, i, j, h, w in T.grid(2, 4, 1, 1, 4, 8):
            with T.sblock("sq_sum"):
                v_n, v_ch, v_i, v_j, v_h, v_w = T.axis.remap("SSSSRR", [n, ch, i, j, h, w])
                T.reads(X[v_n, v_ch, v_h, v_w], mean[v_n, v_ch, v_i, v_j])
                T.writes(sq_sum[v_n, v_ch, v_i, v_j])
                with T.init():
                    sq_sum[v_n, v_ch, v_i, v_j] = T.float32(0.0)
                sq_sum[v_n, v_ch, v_i, v_j] = sq_sum[v_n, v_ch, v_i, v_j] + (X[v_n, v_ch, v_h, v_w] - mean[v_n, v_ch, v_i, v_j]) * (X[v_n, v_ch, v_h, v_w] - mean[v_n, v_ch, v_i, v_j])
        for n, ch, i, j in T.grid(2, 4, 1, 1):
            with T.sblock("var"):
                v_n, v_ch, v_i, v_j = T.axis.remap("SSSS", [n, ch, i, j])
                T.reads(sq_sum[v_n, v_ch, v_i, v_j])
                T.writes(var[v_n, v_ch, v_i, v_j])
                var[v_n, v_ch, v_i, v_j] = sq_sum[v_n, v_ch, v_i, v_j] / T.float32(32.0)
        for n, ch, i, j in T.grid(2, 4, 1, 1):
            with T.sblock("std"):
                v_n, v_ch, v_i, v_j = T.axis.remap("SSSS", [n, ch, i, j])
                T.reads(var[v_n, v_ch, v_i, v_j])
                T.writes(std[v_n, v_ch, v_i, v_j])
                std[v_n, v_ch, v_i, v_j] = T.sqrt(var[v_n, v_ch, v_i, v_j] + T.float32(1.0000000000000001e-05))
        for n, ch, h, w in T.grid(2, 4, 4, 8):
            with T.sblock("Y"):
                v_n, v_ch, v_h, v_w = T.axis.remap("SSSS", [n, ch, h, w])
                T.reads(X[v_n, v_ch, v_h, v_w], mean[v_n, v_ch, 0, 0], std[v_n, v_ch, 0, 0])
                T.writes(Y[v_n, v_ch, v_h, v_w])
                Y[v_n, v_ch, v_h, v_w] = (X[v_n, v_ch, v_h, v_w] - mean[v_n, v_ch, 0, 0]) / std[v_n, v_ch, 0, 0]