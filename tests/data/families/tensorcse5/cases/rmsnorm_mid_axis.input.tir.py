# tensor-cse case `rmsnorm_mid_axis` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((4, 16, 8), "float32"), gamma: T.Buffer((16,), "float32"), dY: T.Buffer((4, 16, 8), "float32"), dX: T.Buffer((4, 16, 8), "float32"), dgamma: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        ss = T.sblock_alloc_buffer((4, 8))
        sgx = T.sblock_alloc_buffer((4, 8))
        for b, t, d in T.grid(4, 8, 16):
            with T.sblock("ss"):
                v_b, v_t, v_d = T.axis.remap("SSR", [b, t, d])
                T.reads(X[v_b, v_d, v_t])
                T.writes(ss[v_b, v_t])
                with T.init():
                    ss[v_b, v_t] = T.float32(0.0)
                ss[v_b, v_t] = ss[v_b, v_t] + X[v_b, v_d, v_t] * X[v_b, v_d, v_t]
        for b, t, d in T.grid(4, 8, 16):
            with T.sblock("sgx"):
                v_b, v_t, v_d = T.axis.remap("SSR", [b, t, d])
                T.reads(dY[v_b, v_d, v_t], gamma[v_d], X[v_b, v_d, v_t], ss[v_b, v_t])
                T.writes(sgx[v_b, v_t])
                with T.init():
                    sgx[v_b, v_t] = T.float32(0.0)
                sgx[v_b, v_t] = sgx[v_b, v_t] + dY[v_b, v_d, v_t] * gamma[v_d] * (X[v_b, v_d, v_t] / T.sqrt(ss[v_b, v_t] / T.float32(16.0) + T.float32(1.0000000000000001e-05)))
        for b, dd, t in T.grid(4, 16, 8):
            with T.sblock("dX"):
                v_b, v_dd, v_t = T.axis.remap("SSS", [b, dd, t])
                T.reads(dY[v_b, v_dd, v_t], gamma[v_dd], X[v_b, v_dd, v_t], ss[v_b, v_t], sgx[v_b, v_t])
                T.writes(dX[v_b, v_dd, v_t])
                dX[v_b, v_dd, v_t] = (dY[v_b, v_dd, v_t] * gamma[v_dd] - X[v_b, v_dd, v_t] / T.sqrt(ss[v_b, v_t] / T.float32(16.0) + T.float32(1.0000000000000001e-05)) * sgx[v_b, v_t] / T.float32(16.0)) / T.sqrt(ss[v_b, v_t] / T.float32(16.0) + T.float32(1.0000000000000001e-05))
        for dd, b, t in T.grid(16, 4, 8):
            with T.sblock("dgamma"):
                v_dd, v_b, v_t = T.axis.remap("SRR", [dd, b, t])
                T.reads(dY[v_b, v_dd, v_t], X[v_b, v_dd, v_t], ss[v_b, v_t])
                T.writes(dgamma[v_dd])
                with T.init():
                    dgamma[v_dd] = T.float32(0.0)
                dgamma[v_dd] = dgamma[v_dd] + dY[v_b, v_dd, v_t] * (X[v_b, v_dd, v_t] / T.sqrt(ss[v_b, v_t] / T.float32(16.0) + T.float32(1.0000000000000001e-05)))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((4, 16, 8), "float32"), gamma: T.Buffer((16,), "float32"), Y: T.Buffer((4, 16, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        ss = T.sblock_alloc_buffer((4, 8))
        for b, t, d in T.grid(4, 8, 16):
            with T.sblock("ss"):
                v_b, v_t, v_d = T.axis.remap("SSR", [b, t, d])
                T.reads(X[v_b, v_d, v_t])
                T.writes(ss[v_b, v_t])
                with T.init():
                    ss[v_b, v_t] = T.float32(0.0)
                ss[v_b, v_t] = ss[v_b, v_t] + X[v_b, v_d, v_t] * X[v_b, v_d, v_t]
        for b, dd, t in T.grid(4, 16, 8):
            with T.sblock("Y"):
                v_b, v_dd, v_t = T.axis.remap("SSS", [b, dd, t])
                T.reads(X[v_b, v_dd, v_t], ss[v_b, v_t], gamma[v_dd])
                T.writes(Y[v_b, v_dd, v_t])
                Y[v_b, v_dd, v_t] = X[v_b, v_dd, v_t] / T.sqrt(ss[v_b, v_t] / T.float32(16.0) + T.float32(1.0000000000000001e-05)) * gamma[v_dd]