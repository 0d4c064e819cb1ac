# tensor-cse case `layernorm_axes_c_w` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((2, 4, 4, 8), "float32"), gamma: T.Buffer((4,), "float32"), dY: T.Buffer((2, 4, 4, 8), "float32"), dX: T.Buffer((2, 4, 4, 8), "float32"), dgamma: T.Buffer((4,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        sg = T.sblock_alloc_buffer((2, 4))
        x_sum = T.sblock_alloc_buffer((2, 4))
        mean = T.sblock_alloc_buffer((2, 4))
        sq_sum = T.sblock_alloc_buffer((2, 4))
        sgx = T.sblock_alloc_buffer((2, 4))
        for n, h, c, w in T.grid(2, 4, 4, 8):
            with T.sblock("sg"):
                v_n, v_h, v_c, v_w = T.axis.remap("SSRR", [n, h, c, w])
                T.reads(dY[v_n, v_c, v_h, v_w], gamma[v_c])
                T.writes(sg[v_n, v_h])
                with T.init():
                    sg[v_n, v_h] = T.float32(0.0)
                sg[v_n, v_h] = sg[v_n, v_h] + dY[v_n, v_c, v_h, v_w] * gamma[v_c]
        for n, h, c, w in T.grid(2, 4, 4, 8):
            with T.sblock("x_sum"):
                v_n, v_h, v_c, v_w = T.axis.remap("SSRR", [n, h, c, w])
                T.reads(X[v_n, v_c, v_h, v_w])
                T.writes(x_sum[v_n, v_h])
                with T.init():
                    x_sum[v_n, v_h] = T.float32(0.0)
                x_sum[v_n, v_h] = x_sum[v_n, v_h] + X[v_n, v_c, v_h, v_w]
        for n, h in T.grid(2, 4):
            with T.sblock("mean"):
                v_n, v_h = T.axis.remap("SS", [n, h])
                T.reads(x_sum[v_n, v_h])
                T.writes(mean[v_n, v_h])
                mean[v_n, v_h] = x_sum[v_n, v_h] / T.float32(32.0)
        for n, h, c, w in T.grid(2, 4, 4, 8):
            with T.sblock("sq_sum"):
                v_n, v_h, v_c, v_w = T.axis.remap("SSRR", [n, h, c, w])
                T.reads(X[v_n, v_c, v_h, v_w], mean[v_n, v_h])
                T.writes(sq_sum[v_n, v_h])
                with T.init():
                    sq_sum[v_n, v_h] = T.float32(0.0)
                sq_sum[v_n, v_h] = sq_sum[v_n, v_h] + (X[v_n, v_c, v_h, v_w] - mean[v_n, v_h]) * (X[v_n, v_c, v_h, v_w] - mean[v_n, v_h])
        for n, h, c, w in T.grid(2, 4, 4, 8):
            with T.sblock("sgx"):
                v_n, v_h, v_c, v_w = T.axis.remap("SSRR", [n, h, c, w])
                T.reads(dY[v_n, v_c, v_h, v_w], gamma[v_c], X[v_n, v_c, v_h, v_w], mean[v_n, v_h], sq_sum[v_n, v_h])
                T.writes(sgx[v_n, v_h])
                with T.init():
                    sgx[v_n, v_h] = T.float32(0.0)
                sgx[v_n, v_h] = sgx[v_n, v_h] + dY[v_n, v_c, v_h, v_w] * gamma[v_c] * ((X[v_n, v_c, v_h, v_w] - mean[v_n, v_h]) / T.sqrt(sq_sum[v_n, v_h] / T.float32(32.0) + T.float32(1.0000000000000001e-05)))
        for n, ch, h, w_ in T.grid(2, 4, 4, 8):
            with T.sblock("dX"):
                v_n, v_ch, v_h, v_w_ = T.axis.remap("SSSS", [n, ch, h, w_])
                T.reads(dY[v_n, v_ch, v_h, v_w_], gamma[v_ch], sg[v_n, v_h], X[v_n, v_ch, v_h, v_w_], mean[v_n, v_h], sq_sum[v_n, v_h], sgx[v_n, v_h])
                T.writes(dX[v_n, v_ch, v_h, v_w_])
                dX[v_n, v_ch, v_h, v_w_] = (dY[v_n, v_ch, v_h, v_w_] * gamma[v_ch] - sg[v_n, v_h] / T.float32(32.0) - (X[v_n, v_ch, v_h, v_w_] - mean[v_n, v_h]) / T.sqrt(sq_sum[v_n, v_h] / T.float32(32.0) + T.float32(1.0000000000000001e-05)) * sgx[v_n, v_h] / T.float32(32.0)) / T.sqrt(sq_sum[v_n, v_h] / T.float32(32.0) + T.float32(1.0000000000000001e-05))
        for ch, n, h, w in T.grid(4, 2, 4, 8):
            with T.sblock("dgamma"):
                v_ch, v_n, v_h, v_w = T.axis.remap("SRRR", [ch, n, h, w])
                T.reads(dY[v_n, v_ch, v_h, v_w], X[v_n, v_ch, v_h, v_w], mean[v_n, v_h], sq_sum[v_n, v_h])
                T.writes(dgamma[v_ch])
                with T.init():
                    dgamma[v_ch] = T.float32(0.0)
                dgamma[v_ch] = dgamma[v_ch] + dY[v_n, v_ch, v_h, v_w] * ((X[v_n, v_ch, v_h, v_w] - mean[v_n, v_h]) / T.sqrt(sq_sum[v_n, v_h] / T.float32(32.0) + T.float32(1.0000000000000001e-05)))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((2, 4, 4, 8), "float32"), gamma: T.Buffer((4,), "float32"), Y: T.Buffer((2, 4, 4, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        x_sum = T.sblock_alloc_buffer((2, 4))
        mean = T.sblock_alloc_buffer((2, 4))
        sq_sum = T.sblock_alloc_buffer((2, 4))
        for n, h, c, w in T.grid(2, 4, 4, 8):
            with T.sblock("x_sum"):
                v_n, v_h, v_c, v_w = T.axis.remap("SSRR", [n, h, c, w])
                T.reads(X[v_n, v_c, v_h, v_w])
                T.writes(x_sum[v_n, v_h])
                with T.init():
                    x_sum[v_n, v_h] = T.float32(0.0)
                x_sum[v_n, v_h] = x_sum[v_n, v_h] + X[v_n, v_c, v_h, v_w]
        for n, h in T.grid(2, 4):
            with T.sblock("mean"):
                v_n, v_h = T.axis.remap("SS", [n, h])
                T.reads(x_sum[v_n, v_h])
                T.writes(mean[v_n, v_h])
                mean[v_n, v_h] = x_sum[v_n, v_h] / T.float32(32.0)
        for n, h, c, w in T.grid(2, 4, 4, 8):
            with T.sblock("sq_sum"):
                v_n, v_h, v_c, v_w = T.axis.remap("SSRR", [n, h, c, w])
                T.reads(X[v_n, v_c, v_h, v_w], mean[v_n, v_h])
                T.writes(sq_sum[v_n, v_h])
                with T.init():
                    sq_sum[v_n, v_h] = T.float32(0.0)
                sq_sum[v_n, v_h] = sq_sum[v_n, v_h] + (X[v_n, v_c, v_h, v_w] - mean[v_n, v_h]) * (X[v_n, v_c, v_h, v_w] - mean[v_n, v_h])
        for n, ch, h, w in T.grid(2, 4, 4, 8):
            with T.sblock("Y"):
                v_n, v_ch, v_h, v_w = T.axis.remap("SSSS", [n, ch, h, w])
                T.reads(X[v_n, v_ch, v_h, v_w], mean[v_n, v_h], sq_sum[v_n, v_h], gamma[v_ch])
                T.writes(Y[v_n, v_ch, v_h, v_w])
                Y[v_n, v_ch, v_h, v_w] = (X[v_n, v_ch, v_h, v_w] - mean[v_n, v_h]) / T.sqrt(sq_sum[v_n, v_h] / T.float32(32.0) + T.float32(1.0000000000000001e-05)) * gamma[v_ch]