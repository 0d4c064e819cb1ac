# tensor-cse case `bmm_bias_gelu_tanh` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(A: T.Buffer((2, 8, 16), "float32"), Bm: T.Buffer((2, 16, 8), "float32"), bias: T.Buffer((8,), "float32"), dY: T.Buffer((2, 8, 8), "float32"), dA: T.Buffer((2, 8, 16), "float32"), dBm: T.Buffer((2, 16, 8), "float32"), dbias: T.Buffer((8,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        Z = T.sblock_alloc_buffer((2, 8, 8))
        dH = T.sblock_alloc_buffer((2, 8, 8))
        for b, n, m, k in T.grid(2, 8, 8, 16):
            with T.sblock("Z"):
                v_b, v_n, v_m, v_k = T.axis.remap("SSSR", [b, n, m, k])
                T.reads(A[v_b, v_n, v_k], Bm[v_b, v_k, v_m])
                T.writes(Z[v_b, v_n, v_m])
                with T.init():
                    Z[v_b, v_n, v_m] = T.float32(0.0)
                Z[v_b, v_n, v_m] = Z[v_b, v_n, v_m] + A[v_b, v_n, v_k] * Bm[v_b, v_k, v_m]
        for b, n, m in T.grid(2, 8, 8):
            with T.sblock("dH"):
                v_b, v_n, v_m = T.axis.remap("SSS", [b, n, m])
                T.reads(dY[v_b, v_n, v_m], Z[v_b, v_n, v_m], bias[v_m])
                T.writes(dH[v_b, v_n, v_m])
                dH[v_b, v_n, v_m] = dY[v_b, v_n, v_m] * (T.float32(0.5) * (T.float32(1.0) + T.tanh(T.float32(0.79788456080286541) * (Z[v_b, v_n, v_m] + bias[v_m] + T.float32(0.044714999999999998) * (Z[v_b, v_n, v_m] + bias[v_m]) * (Z[v_b, v_n, v_m] + bias[v_m]) * (Z[v_b, v_n, v_m] + bias[v_m])))) + T.float32(0.5) * (Z[v_b, v_n, v_m] + bias[v_m]) * ((T.float32(1.0) - T.tanh(T.float32(0.79788456080286541) * (Z[v_b, v_n, v_m] + bias[v_m] + T.float32(0.044714999999999998) * (Z[v_b, v_n, v_m] + bias[v_m]) * (Z[v_b, v_n, v_m] + bias[v_m]) * (Z[v_b, v_n, v_m] + bias[v_m]))) * T.tanh(T.float32(0.79788456080286541) * (Z[v_b, v_n, v_m] + bias[v_m] + T.float32(0.044714999999999998) * (Z[v_b, v_n, v_m] + bias[v_m]) * (Z[v_b, v_n, v_m] + bias[v_m]) * (Z[v_b, v_n, v_m] + bias[v_m])))) * (T.float32(0.79788456080286541) * (T.float32(1.0) + T.float32(0.13414499999999999) * (Z[v_b, v_n, v_m] + bias[v_m]) * (Z[v_b, v_n, v_m] + bias[v_m])))))
        for b, n, k, m in T.grid(2, 8, 16, 8):
            with T.sblock("dA"):
                v_b, v_n, v_k, v_m = T.axis.remap("SSSR", [b, n, k, m])
                T.reads(dH[v_b, v_n, v_m], Bm[v_b, v_k, v_m])
                T.writes(dA[v_b, v_n, v_k])
                with T.init():
                    dA[v_b, v_n, v_k] = T.float32(0.0)
                dA[v_b, v_n, v_k] = dA[v_b, v_n, v_k] + dH[v_b, v_n, v_m] * Bm[v_b, v_k, v_m]
        for b, k, m_, n in T.grid(2, 16, 8, 8):
            with T.sblock("dBm"):
                v_b, v_k, v_m_, v_n = T.axis.remap("SSSR", [b, k, m_, n])
                T.reads(A[v_b, v_n, v_k], dH[v_b, v_n, v_m_])
                T.writes(dBm[v_b, v_k, v_m_])
                with T.init():
                    dBm[v_b, v_k, v_m_] = T.float32(0.0)
                dBm[v_b, v_k, v_m_] = dBm[v_b, v_k, v_m_] + A[v_b, v_n, v_k] * dH[v_b, v_n, v_m_]
        for m_, b, n in T.grid(8, 2, 8):
            with T.sblock("dbias"):
                v_m_, v_b, v_n = T.axis.remap("SRR", [m_, b, n])
                T.reads(dH[v_b, v_n, v_m_])
                T.writes(dbias[v_m_])
                with T.init():
                    dbias[v_m_] = T.float32(0.0)
                dbias[v_m_] = dbias[v_m_] + dH[v_b, v_n, v_m_]

    @T.prim_func(s_tir=True)
    def forward(A: T.Buffer((2, 8, 16), "float32"), Bm: T.Buffer((2, 16, 8), "float32"), bias: T.Buffer((8,), "float32"), Y: T.Buffer((2, 8, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        Z = T.sblock_alloc_buffer((2, 8, 8))
        for b, n, m, k in T.grid(2, 8, 8, 16):
            with T.sblock("Z"):
                v_b, v_n, v_m, v_k = T.axis.remap("SSSR", [b, n, m, k])
                T.reads(A[v_b, v_n, v_k], Bm[v_b, v_k, v_m])
                T.writes(Z[v_b, v_n, v_m])
                with T.init():
                    Z[v_b, v_n, v_m] = T.float32(0.0)
                Z[v_b, v_n, v_m] = Z[v_b, v_n, v_m] + A[v_b, v_n, v_k] * Bm[v_b, v_k, v_m]
        for b, n, m in T.grid(2, 8, 8):
            with T.sblock("Y"):
                v_b, v_n, v_m = T.axis.remap("SSS", [b, n, m])
                T.reads(Z[v_b, v_n, v_m], bias[v_m])
                T.writes(Y[v_b, v_n, v_m])
                Y[v_b, v_n, v_m] = T.float32(0.5) * (Z[v_b, v_n, v_m] + bias[v_m]) * (T.float32(1.0) + T.tanh(T.float32(0.79788456080286541) * (Z[v_b, v_n, v_m] + bias[v_m] + T.float32(0.044714999999999998) * (Z[v_b, v_n, v_m] + bias[v_m]) * (Z[v_b, v_n, v_m] + bias[v_m]) * (Z[v_b, v_n, v_m] + bias[v_m]))))