# tensor-cse case `rmsnorm_fp16_mixed` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 64), "float16"), gamma: T.Buffer((64,), "float16"), dY: T.Buffer((16, 64), "float16"), r: T.Buffer((16,), "float32"), x_hat: T.Buffer((16, 64), "float32"), dX: T.Buffer((16, 64), "float16"), dgamma: T.Buffer((64,), "float16")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        sgx = T.sblock_alloc_buffer((16,))
        dgamma_acc = T.sblock_alloc_buffer((64,))
        for n, d in T.grid(16, 64):
            with T.sblock("sgx"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(dY[v_n, v_d], gamma[v_d], x_hat[v_n, v_d])
                T.writes(sgx[v_n])
                with T.init():
                    sgx[v_n] = T.float32(0.0)
                sgx[v_n] = sgx[v_n] + T.Cast("float32", dY[v_n, v_d]) * T.Cast("float32", gamma[v_d]) * x_hat[v_n, v_d]
        for n, d_ in T.grid(16, 64):
            with T.sblock("dX"):
                v_n, v_d_ = T.axis.remap("SS", [n, d_])
                T.reads(r[v_n], dY[v_n, v_d_], gamma[v_d_], x_hat[v_n, v_d_], sgx[v_n])
                T.writes(dX[v_n, v_d_])
                dX[v_n, v_d_] = T.Cast("float16", r[v_n] * (T.Cast("float32", dY[v_n, v_d_]) * T.Cast("float32", gamma[v_d_]) - x_hat[v_n, v_d_] * sgx[v_n] * T.float32(0.015625)))
        for d_, n in T.grid(64, 16):
            with T.sblock("dgamma_acc"):
                v_d_, v_n = T.axis.remap("SR", [d_, n])
                T.reads(dY[v_n, v_d_], x_hat[v_n, v_d_])
                T.writes(dgamma_acc[v_d_])
                with T.init():
                    dgamma_acc[v_d_] = T.float32(0.0)
                dgamma_acc[v_d_] = dgamma_acc[v_d_] + T.Cast("float32", dY[v_n, v_d_]) * x_hat[v_n, v_d_]
        for d_ in range(64):
            with T.sblock("dgamma"):
                v_d_ = T.axis.spatial(64, d_)
                T.reads(dgamma_acc[v_d_])
                T.writes(dgamma[v_d_])
                dgamma[v_d_] = T.Cast("float16", dgamma_acc[v_d_])

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 64), "float16"), gamma: T.Buffer((64,), "float16"), Y: T.Buffer((16, 64), "float16"), r: T.Buffer((16,), "float32"), x_hat: T.Buffer((16, 64), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        ss = T.sblock_alloc_buffer((16,))
        for n, d in T.grid(16, 64):
            with T.sblock("ss"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(X[v_n, v_d])
                T.writes(ss[v_n])
                with T.init():
                    ss[v_n] = T.float32(0.0)
                ss[v_n] = ss[v_n] + T.Cast("float32", X[v_n, v_d]) * T.Cast("float32", X[v_n, v_d])
        for n in range(16):
            with T.sblock("r"):
                v_n = T.axis.spatial(16, n)
                T.reads(ss[v_n])
                T.writes(r[v_n])
                r[v_n] = T.rsqrt(ss[v_n] * T.float32(0.015625) + T.float32(1.0000000000000001e-05))
        for n, d in T.grid(16, 64):
            with T.sblock("x_hat"):
                v_n, v_d = T.axis.remap("SS", [n, d])
                T.reads(X[v_n, v_d], r[v_n])
                T.writes(x_hat[v_n, v_d])
                x_hat[v_n, v_d] = T.Cast("float32", X[v_n, v_d]) * r[v_n]
        for n, d in T.grid(16, 64):
            with T.sblock("Y"):
                v_n, v_d = T.axis.remap("SS", [n, d])
                T.reads(x_hat[v_n, v_d], gamma[v_d])
                T.writes(Y[v_n, v_d])
                Y[v_n, v_d] = T.Cast("float16", x_hat[v_n, v_d] * T.Cast("float32", gamma[v_d]))