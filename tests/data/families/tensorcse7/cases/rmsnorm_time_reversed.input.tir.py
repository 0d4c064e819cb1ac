# tensor-cse case `rmsnorm_time_reversed` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((4, 8, 16), "float32"), gamma: T.Buffer((16,), "float32"), dY: T.Buffer((4, 8, 16), "float32"), dX: T.Buffer((4, 8, 16), "float32"), dgamma: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        ss = T.sblock_alloc_buffer((4, 8))
        extracted_tensor = T.sblock_alloc_buffer((4, 8, 16))
        sgx = T.sblock_alloc_buffer((4, 8))
        for b, t, d in T.grid(4, 8, 16):
            with T.sblock("ss"):
                v_b, v_t, v_d = T.axis.remap("SSR", [b, t, d])
                T.reads(X[v_b, v_t, v_d])
                T.writes(ss[v_b, v_t])
                with T.init():
                    ss[v_b, v_t] = T.float32(0.0)
                ss[v_b, v_t] = ss[v_b, v_t] + X[v_b, v_t, v_d] * X[v_b, v_t, v_d]
        for b, s, d in T.grid(4, 8, 16):
            with T.sblock("extracted_tensor"):
                v_b, v_s, v_d = T.axis.remap("SSS", [b, s, d])
                T.reads(X[v_b, 7 - v_s, v_d], ss[v_b, 7 - v_s])
                T.writes(extracted_tensor[v_b, v_s, v_d])
                extracted_tensor[v_b, v_s, v_d] = X[v_b, 7 - v_s, v_d] * T.rsqrt(ss[v_b, 7 - v_s] * T.float32(0.0625) + T.float32(1.0000000000000001e-05))
        for b, t, d in T.grid(4, 8, 16):
            with T.sblock("sgx"):
                v_b, v_t, v_d = T.axis.remap("SSR", [b, t, d])
                T.reads(dY[v_b, v_t, v_d], gamma[v_d], extracted_tensor[v_b, 7 - v_t, v_d])
                T.writes(sgx[v_b, v_t])
                with T.init():
                    sgx[v_b, v_t] = T.float32(0.0)
                sgx[v_b, v_t] = sgx[v_b, v_t] + dY[v_b, v_t, v_d] * gamma[v_d] * extracted_tensor[v_b, 7 - v_t, v_d]
        for b, t, d_ in T.grid(4, 8, 16):
            with T.sblock("dX"):
                v_b, v_t, v_d_ = T.axis.remap("SSS", [b, t, d_])
                T.reads(ss[v_b, v_t], dY[v_b, v_t, v_d_], gamma[v_d_], extracted_tensor[v_b, 7 - v_t, v_d_], sgx[v_b, v_t])
                T.writes(dX[v_b, v_t, v_d_])
                dX[v_b, v_t, v_d_] = T.rsqrt(ss[v_b, v_t] * T.float32(0.0625) + T.float32(1.0000000000000001e-05)) * (dY[v_b, v_t, v_d_] * gamma[v_d_] - extracted_tensor[v_b, 7 - v_t, v_d_] * sgx[v_b, v_t] * T.float32(0.0625))
        for d, b, s in T.grid(16, 4, 8):
            with T.sblock("dgamma"):
                v_d, v_b, v_s = T.axis.remap("SRR", [d, b, s])
                T.reads(dY[v_b, 7 - v_s, v_d], extracted_tensor[v_b, v_s, v_d])
                T.writes(dgamma[v_d])
                with T.init():
                    dgamma[v_d] = T.float32(0.0)
                dgamma[v_d] = dgamma[v_d] + dY[v_b, 7 - v_s, v_d] * extracted_tensor[v_b, v_s, v_d]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((4, 8, 16), "float32"), gamma: T.Buffer((16,), "float32"), Y: T.Buffer((4, 8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        ss = T.sblock_alloc_buffer((4, 8))
        for b, t, d in T.grid(4, 8, 16):
            with T.sblock("ss"):
                v_b, v_t, v_d = T.axis.remap("SSR", [b, t, d])
                T.reads(X[v_b, v_t, v_d])
                T.writes(ss[v_b, v_t])
                with T.init():
                    ss[v_b, v_t] = T.float32(0.0)
                ss[v_b, v_t] = ss[v_b, v_t] + X[v_b, v_t, v_d] * X[v_b, v_t, v_d]
        for b, t, d in T.grid(4, 8, 16):
            with T.sblock("Y"):
                v_b, v_t, v_d = T.axis.remap("SSS", [b, t, d])
                T.reads(X[v_b, v_t, v_d], ss[v_b, v_t], gamma[v_d])
                T.writes(Y[v_b, v_t, v_d])
                Y[v_b, v_t, v_d] = X[v_b, v_t, v_d] * T.rsqrt(ss[v_b, v_t] * T.float32(0.0625) + T.float32(1.0000000000000001e-05)) * gamma[v_d]