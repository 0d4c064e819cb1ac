# tensor-cse case `neg_split_domain_lse` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float32"), dY: T.Buffer((16,), "float32"), dX: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        s_lo = T.sblock_alloc_buffer((16,))
        s_hi = T.sblock_alloc_buffer((16,))
        for n, a in T.grid(16, 16):
            with T.sblock("s_lo"):
                v_n, v_a = T.axis.remap("SR", [n, a])
                T.reads(X[v_n, v_a])
                T.writes(s_lo[v_n])
                with T.init():
                    s_lo[v_n] = T.float32(0.0)
                s_lo[v_n] = s_lo[v_n] + T.exp(X[v_n, v_a])
        for n, b in T.grid(16, 16):
            with T.sblock("s_hi"):
                v_n, v_b = T.axis.remap("SR", [n, b])
                T.reads(X[v_n, v_b + 16])
                T.writes(s_hi[v_n])
                with T.init():
                    s_hi[v_n] = T.float32(0.0)
                s_hi[v_n] = s_hi[v_n] + T.exp(X[v_n, v_b + 16])
        for n, k in T.grid(16, 32):
            with T.sblock("dX"):
                v_n, v_k = T.axis.remap("SS", [n, k])
                T.reads(dY[v_n], X[v_n, v_k], s_lo[v_n], s_hi[v_n])
                T.writes(dX[v_n, v_k])
                dX[v_n, v_k] = dY[v_n] * T.exp(X[v_n, v_k]) / (s_lo[v_n] + s_hi[v_n])

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float32"), Y: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        e_sum = T.sblock_alloc_buffer((16,))
        for n, d in T.grid(16, 32):
            with T.sblock("e_sum"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(X[v_n, v_d])
                T.writes(e_sum[v_n])
                with T.init():
                    e_sum[v_n] = T.float32(0.0)
                e_sum[v_n] = e_sum[v_n] + T.exp(X[v_n, v_d])
        for n in range(16):
            with T.sblock("Y"):
                v_n = T.axis.spatial(16, n)
                T.reads(e_sum[v_n])
                T.writes(Y[v_n])
                Y[v_n] = T.log(e_sum[v_n])