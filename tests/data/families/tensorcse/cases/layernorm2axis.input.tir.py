# tensor-cse case `layernorm2axis` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((4, 8, 16), "float32"), gamma: T.Buffer((8, 16), "float32"), dY: T.Buffer((4, 8, 16), "float32"), dX: T.Buffer((4, 8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        sg = T.sblock_alloc_buffer((4,))
        s_sum = T.sblock_alloc_buffer((4,))
        s_mean = T.sblock_alloc_buffer((4,))
        s_sq = T.sblock_alloc_buffer((4,))
        s_var = T.sblock_alloc_buffer((4,))
        sgx = T.sblock_alloc_buffer((4,))
        for i0, r0, r1 in T.grid(4, 8, 16):
            with T.sblock("sg"):
                v_i0, v_r0, v_r1 = T.axis.remap("SRR", [i0, r0, r1])
                T.reads(dY[v_i0, v_r0, v_r1], gamma[v_r0, v_r1])
                T.writes(sg[v_i0])
                with T.init():
                    sg[v_i0] = T.float32(0.0)
                sg[v_i0] = sg[v_i0] + dY[v_i0, v_r0, v_r1] * gamma[v_r0, v_r1]
        for i0, r0, r1 in T.grid(4, 8, 16):
            with T.sblock("s_sum"):
                v_i0, v_r0, v_r1 = T.axis.remap("SRR", [i0, r0, r1])
                T.reads(X[v_i0, v_r0, v_r1])
                T.writes(s_sum[v_i0])
                with T.init():
                    s_sum[v_i0] = T.float32(0.0)
                s_sum[v_i0] = s_sum[v_i0] + X[v_i0, v_r0, v_r1]
        for i0 in range(4):
            with T.sblock("s_mean"):
                v_i0 = T.axis.spatial(4, i0)
                T.reads(s_sum[v_i0])
                T.writes(s_mean[v_i0])
                s_mean[v_i0] = s_sum[v_i0] / T.float32(128.0)
        for i0, r0, r1 in T.grid(4, 8, 16):
            with T.sblock("s_sq"):
                v_i0, v_r0, v_r1 = T.axis.remap("SRR", [i0, r0, r1])
                T.reads(X[v_i0, v_r0, v_r1], s_mean[v_i0])
                T.writes(s_sq[v_i0])
                with T.init():
                    s_sq[v_i0] = T.float32(0.0)
                s_sq[v_i0] = s_sq[v_i0] + (X[v_i0, v_r0, v_r1] - s_mean[v_i0]) * (X[v_i0, v_r0, v_r1] - s_mean[v_i0])
        for i0 in range(4):
            with T.sblock("s_var"):
                v_i0 = T.axis.spatial(4, i0)
                T.reads(s_sq[v_i0])
                T.writes(s_var[v_i0])
                s_var[v_i0] = s_sq[v_i0] / T.float32(128.0)
        for i0, r0, r1 in T.grid(4, 8, 16):
            with T.sblock("sgx"):
                v_i0, v_r0, v_r1 = T.axis.remap("SRR", [i0, r0, r1])
                T.reads(dY[v_i0, v_r0, v_r1], gamma[v_r0, v_r1], X[v_i0, v_r0, v_r1], s_mean[v_i0], s_var[v_i0])
                T.writes(sgx[v_i0])
                with T.init():
                    sgx[v_i0] = T.float32(0.0)
                sgx[v_i0] = sgx[v_i0] + dY[v_i0, v_r0, v_r1] * gamma[v_r0, v_r1] * ((X[v_i0, v_r0, v_r1] - s_mean[v_i0]) / T.sqrt(s_var[v_i0] + T.float32(1.0000000000000001e-05)))
        for i0, i1, i2 in T.grid(4, 8, 16):
            with T.sblock("dX"):
                v_i0, v_i1, v_i2 = T.axis.remap("SSS", [i0, i1, i2])
                T.reads(dY[v_i0, v_i1, v_i2], gamma[v_i1, v_i2], sg[v_i0], X[v_i0, v_i1, v_i2], s_mean[v_i0], s_var[v_i0], sgx[v_i0])
                T.writes(dX[v_i0, v_i1, v_i2])
                dX[v_i0, v_i1, v_i2] = (dY[v_i0, v_i1, v_i2] * gamma[v_i1, v_i2] - sg[v_i0] / T.float32(128.0) - (X[v_i0, v_i1, v_i2] - s_mean[v_i0]) / T.sqrt(s_var[v_i0] + T.float32(1.0000000000000001e-05)) * sgx[v_i0] / T.float32(128.0)) / T.sqrt(s_var[v_i0] + T.float32(1.0000000000000001e-05))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((4, 8, 16), "float32"), gamma: T.Buffer((8, 16), "float32"), beta: T.Buffer((8, 16), "float32"), Y: T.Buffer((4, 8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        s_sum = T.sblock_alloc_buffer((4,))
        s_mean = T.sblock_alloc_buffer((4,))
        s_sq = T.sblock_alloc_buffer((4,))
        s_var = T.sblock_alloc_buffer((4,))
        for i0, r0, r1 in T.grid(4, 8, 16):
            with T.sblock("s_sum"):
                v_i0, v_r0, v_r1 = T.axis.remap("SRR", [i0, r0, r1])
                T.reads(X[v_i0, v_r0, v_r1])
                T.writes(s_sum[v_i0])
                with T.init():
                    s_sum[v_i0] = T.float32(0.0)
                s_sum[v_i0] = s_sum[v_i0] + X[v_i0, v_r0, v_r1]
        for i0 in range(4):
            with T.sblock("s_mean"):
                v_i0 = T.axis.spatial(4, i0)
                T.reads(s_sum[v_i0])
                T.writes(s_mean[v_i0])
                s_mean[v_i0] = s_sum[v_i0] / T.float32(128.0)
        for i0, r0, r1 in T.grid(4, 8, 16):
            with T.sblock("s_sq"):
                v_i0, v_r0, v_r1 = T.axis.remap("SRR", [i0, r0, r1])
                T.reads(X[v_i0, v_r0, v_r1], s_mean[v_i0])
                T.writes(s_sq[v_i0])
                with T.init():
                    s_sq[v_i0] = T.float32(0.0)
                s_sq[v_i0] = s_sq[v_i0] + (X[v_i0, v_r0, v_r1] - s_mean[v_i0]) * (X[v_i0, v_r0, v_r1] - s_mean[v_i0])
        for i0 in range(4):
            with T.sblock("s_var"):
                v_i0 = T.axis.spatial(4, i0)
                T.reads(s_sq[v_i0])
                T.writes(s_var[v_i0])
                s_var[v_i0] = s_sq[v_i0] / T.float32(128.0)
        for i0, i1, i2 in T.grid(4, 8, 16):
            with T.sblock("Y"):
                v_i0, v_i1, v_i2 = T.axis.remap("SSS", [i0, i1, i2])
                T.reads(X[v_i0, v_i1, v_i2], s_mean[v_i0], s_var[v_i0], gamma[v_i1, v_i2], beta[v_i1, v_i2])
                T.writes(Y[v_i0, v_i1, v_i2])
                Y[v_i0, v_i1, v_i2] = (X[v_i0, v_i1, v_i2] - s_mean[v_i0]) / T.sqrt(s_var[v_i0] + T.float32(1.0000000000000001e-05)) * gamma[v_i1, v_i2] + beta[v_i1, v_i2]