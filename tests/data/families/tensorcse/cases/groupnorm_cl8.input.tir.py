# tensor-cse case `groupnorm_cl8` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((2, 4, 4, 16), "float32"), gamma: T.Buffer((16,), "float32"), dY: T.Buffer((2, 4, 4, 16), "float32"), dX: T.Buffer((2, 4, 4, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        sg = T.sblock_alloc_buffer((2, 2))
        s_sum = T.sblock_alloc_buffer((2, 2))
        s_mean = T.sblock_alloc_buffer((2, 2))
        s_sq = T.sblock_alloc_buffer((2, 2))
        s_var = T.sblock_alloc_buffer((2, 2))
        sgx = T.sblock_alloc_buffer((2, 2))
        for i0, i1, r0, r1, r2 in T.grid(2, 2, 4, 4, 8):
            with T.sblock("sg"):
                v_i0, v_i1, v_r0, v_r1, v_r2 = T.axis.remap("SSRRR", [i0, i1, r0, r1, r2])
                T.reads(dY[v_i0, v_r0, v_r1, v_i1 * 8 + v_r2], gamma[v_i1 * 8 + v_r2])
                T.writes(sg[v_i0, v_i1])
                with T.init():
                    sg[v_i0, v_i1] = T.float32(0.0)
                sg[v_i0, v_i1] = sg[v_i0, v_i1] + dY[v_i0, v_r0, v_r1, v_i1 * 8 + v_r2] * gamma[v_i1 * 8 + v_r2]
        for i0, i1, r0, r1, r2 in T.grid(2, 2, 4, 4, 8):
            with T.sblock("s_sum"):
                v_i0, v_i1, v_r0, v_r1, v_r2 = T.axis.remap("SSRRR", [i0, i1, r0, r1, r2])
                T.reads(X[v_i0, v_r0, v_r1, v_i1 * 8 + v_r2])
                T.writes(s_sum[v_i0, v_i1])
                with T.init():
                    s_sum[v_i0, v_i1] = T.float32(0.0)
                s_sum[v_i0, v_i1] = s_sum[v_i0, v_i1] + X[v_i0, v_r0, v_r1, v_i1 * 8 + v_r2]
        for i0, i1 in T.grid(2, 2):
            with T.sblock("s_mean"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                T.reads(s_sum[v_i0, v_i1])
                T.writes(s_mean[v_i0, v_i1])
                s_mean[v_i0, v_i1] = s_sum[v_i0, v_i1] / T.float32(128.0)
        for i0, i1, r0, r1, r2 in T.grid(2, 2, 4, 4, 8):
            with T.sblock("s_sq"):
                v_i0, v_i1, v_r0, v_r1, v_r2 = T.axis.remap("SSRRR", [i0, i1, r0, r1, r2])
                T.reads(X[v_i0, v_r0, v_r1, v_i1 * 8 + v_r2], s_mean[v_i0, v_i1])
                T.writes(s_sq[v_i0, v_i1])
                with T.init():
                    s_sq[v_i0, v_i1] = T.float32(0.0)
                s_sq[v_i0, v_i1] = s_sq[v_i0, v_i1] + (X[v_i0, v_r0, v_r1, v_i1 * 8 + v_r2] - s_mean[v_i0, v_i1]) * (X[v_i0, v_r0, v_r1, v_i1 * 8 + v_r2] - s_mean[v_i0, v_i1])
        for i0, i1 in T.grid(2, 2):
            with T.sblock("s_var"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                T.reads(s_sq[v_i0, v_i1])
                T.writes(s_var[v_i0, v_i1])
                s_var[v_i0, v_i1] = s_sq[v_i0, v_i1] / T.float32(128.0)
        for i0, i1, r0, r1, r2 in T.grid(2, 2, 4, 4, 8):
            with T.sblock("sgx"):
                v_i0, v_i1, v_r0, v_r1, v_r2 = T.axis.remap("SSRRR", [i0, i1, r0, r1, r2])
                T.reads(dY[v_i0, v_r0, v_r1, v_i1 * 8 + v_r2], gamma[v_i1 * 8 + v_r2], X[v_i0, v_r0, v_r1, v_i1 * 8 + v_r2], s_mean[v_i0, v_r2 // 8 + v_i1], s_var[v_i0, v_r2 // 8 + v_i1])
                T.writes(sgx[v_i0, v_i1])
                with T.init():
                    sgx[v_i0, v_i1] = T.float32(0.0)
                sgx[v_i0, v_i1] = sgx[v_i0, v_i1] + dY[v_i0, v_r0, v_r1, v_i1 * 8 + v_r2] * gamma[v_i1 * 8 + v_r2] * ((X[v_i0, v_r0, v_r1, v_i1 * 8 + v_r2] - s_mean[v_i0, v_r2 // 8 + v_i1]) / T.sqrt(s_var[v_i0, v_r2 // 8 + v_i1] + T.float32(1.0000000000000001e-05)))
        for i0, i1, i2, i3 in T.grid(2, 4, 4, 16):
            with T.sblock("dX"):
                v_i0, v_i1, v_i2, v_i3 = T.axis.remap("SSSS", [i0, i1, i2, i3])
                T.reads(dY[v_i0, v_i1, v_i2, v_i3], gamma[v_i3], sg[v_i0, v_i3 // 8], X[v_i0, v_i1, v_i2, v_i3], s_mean[v_i0, v_i3 // 8], s_var[v_i0, v_i3 // 8], sgx[v_i0, v_i3 // 8])
                T.writes(dX[v_i0, v_i1, v_i2, v_i3])
                dX[v_i0, v_i1, v_i2, v_i3] = (dY[v_i0, v_i1, v_i2, v_i3] * gamma[v_i3] - sg[v_i0, v_i3 // 8] / T.float32(128.0) - (X[v_i0, v_i1, v_i2, v_i3] - s_mean[v_i0, v_i3 // 8]) / T.sqrt(s_var[v_i0, v_i3 // 8] + T.float32(1.0000000000000001e-05)) * sgx[v_i0, v_i3 // 8] / T.float32(128.0)) / T.sqrt(s_var[v_i0, v_i3 // 8] + T.float32(1.0000000000000001e-05))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((2, 4, 4, 16), "float32"), gamma: T.Buffer((16,), "float32"), beta: T.Buffer((16,), "float32"), Y: T.Buffer((2, 4, 4, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        s_sum = T.sblock_alloc_buffer((2, 2))
        s_mean = T.sblock_alloc_buffer((2, 2))
        s_sq = T.sblock_alloc_buffer((2, 2))
        s_var = T.sblock_alloc_buffer((2, 2))
        for i0, i1, r0, r1, r2 in T.grid(2, 2, 4, 4, 8):
            with T.sblock("s_sum"):
                v_i0, v_i1, v_r0, v_r1, v_r2 = T.axis.remap("SSRRR", [i0, i1, r0, r1, r2])
                T.reads(X[v_i0, v_r0, v_r1, v_i1 * 8 + v_r2])
                T.writes(s_sum[v_i0, v_i1])
                with T.init():
                    s_sum[v_i0, v_i1] = T.float32(0.0)
                s_sum[v_i0, v_i1] = s_sum[v_i0, v_i1] + X[v_i0, v_r0, v_r1, v_i1 * 8 + v_r2]
        for i0, i1 in T.grid(2, 2):
            with T.sblock("s_mean"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                T.reads(s_sum[v_i0, v_i1])
                T.writes(s_mean[v_i0, v_i1])
                s_mean[v_i0, v_i1] = s_sum[v_i0, v_i1] / T.float32(128.0)
        for i0, i1, r0, r1, r2 in T.grid(2, 2, 4, 4, 8):
            with T.sblock("s_sq"):
                v_i0, v_i1, v_r0, v_r1, v_r2 = T.axis.remap("SSRRR", [i0, i1, r0, r1, r2])
                T.reads(X[v_i0, v_r0, v_r1, v_i1 * 8 + v_r2], s_mean[v_i0, v_i1])
                T.writes(s_sq[v_i0, v_i1])
                with T.init():
                    s_sq[v_i0, v_i1] = T.float32(0.0)
                s_sq[v_i0, v_i1] = s_sq[v_i0, v_i1] + (X[v_i0, v_r0, v_r1, v_i1 * 8 + v_r2] - s_mean[v_i0, v_i1]) * (X[v_i0, v_r0, v_r1, v_i1 * 8 + v_r2] - s_mean[v_i0, v_i1])
        for i0, i1 in T.grid(2, 2):
            with T.sblock("s_var"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                T.reads(s_sq[v_i0, v_i1])
                T.writes(s_var[v_i0, v_i1])
                s_var[v_i0, v_i1] = s_sq[v_i0, v_i1] / T.float32(128.0)
        for i0, i1, i2, i3 in T.grid(2, 4, 4, 16):
            with T.sblock("Y"):
                v_i0, v_i1, v_i2, v_i3 = T.axis.remap("SSSS", [i0, i1, i2, i3])
                T.reads(X[v_i0, v_i1, v_i2, v_i3], s_mean[v_i0, v_i3 // 8], s_var[v_i0, v_i3 // 8], gamma[v_i3], beta[v_i3])
                T.writes(Y[v_i0, v_i1, v_i2, v_i3])
                Y[v_i0, v_i1, v_i2, v_i3] = (X[v_i0, v_i1, v_i2, v_i3] - s_mean[v_i0, v_i3 // 8]) / T.sqrt(s_var[v_i0, v_i3 // 8] + T.float32(1.0000000000000001e-05)) * gamma[v_i3] + beta[v_i3]