# tensor-cse case `mlp_flat_heads` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((8, 16), "float32"), W1: T.Buffer((16, 32), "float32"), b: T.Buffer((4,), "float32"), v: T.Buffer((8,), "float32"), dOut: T.Buffer((8, 4), "float32"), A3: T.Buffer((8, 4, 8), "float32"), dX: T.Buffer((8, 16), "float32"), dW1: T.Buffer((16, 32), "float32"), db: T.Buffer((4,), "float32"), dv: T.Buffer((8,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dZ = T.sblock_alloc_buffer((8, 32))
        for n, k in T.grid(8, 32):
            with T.sblock("dZ"):
                v_n, v_k = T.axis.remap("SS", [n, k])
                T.reads(dOut[v_n, v_k // 8], v[v_k % 8], A3[v_n, v_k // 8, v_k % 8])
                T.writes(dZ[v_n, v_k])
                dZ[v_n, v_k] = dOut[v_n, v_k // 8] * v[v_k % 8] * (T.float32(1.0) - A3[v_n, v_k // 8, v_k % 8] * A3[v_n, v_k // 8, v_k % 8])
        for n, i, k in T.grid(8, 16, 32):
            with T.sblock("dX"):
                v_n, v_i, v_k = T.axis.remap("SSR", [n, i, k])
                T.reads(dZ[v_n, v_k], W1[v_i, v_k])
                T.writes(dX[v_n, v_i])
                with T.init():
                    dX[v_n, v_i] = T.float32(0.0)
                dX[v_n, v_i] = dX[v_n, v_i] + dZ[v_n, v_k] * W1[v_i, v_k]
        for i, k_, n in T.grid(16, 32, 8):
            with T.sblock("dW1"):
                v_i, v_k_, v_n = T.axis.remap("SSR", [i, k_, n])
                T.reads(X[v_n, v_i], dZ[v_n, v_k_])
                T.writes(dW1[v_i, v_k_])
                with T.init():
                    dW1[v_i, v_k_] = T.float32(0.0)
                dW1[v_i, v_k_] = dW1[v_i, v_k_] + X[v_n, v_i] * dZ[v_n, v_k_]
        for ch, n, l in T.grid(4, 8, 8):
            with T.sblock("db"):
                v_ch, v_n, v_l = T.axis.remap("SRR", [ch, n, l])
                T.reads(dZ[v_n, v_ch * 8 + v_l])
                T.writes(db[v_ch])
                with T.init():
                    db[v_ch] = T.float32(0.0)
                db[v_ch] = db[v_ch] + dZ[v_n, v_ch * 8 + v_l]
        for l_, n, c in T.grid(8, 8, 4):
            with T.sblock("dv"):
                v_l_, v_n, v_c = T.axis.remap("SRR", [l_, n, c])
                T.reads(dOut[v_n, v_c], A3[v_n, v_c, v_l_])
                T.writes(dv[v_l_])
                with T.init():
                    dv[v_l_] = T.float32(0.0)
                dv[v_l_] = dv[v_l_] + dOut[v_n, v_c] * A3[v_n, v_c, v_l_]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((8, 16), "float32"), W1: T.Buffer((16, 32), "float32"), b: T.Buffer((4,), "float32"), v: T.Buffer((8,), "float32"), Out: T.Buffer((8, 4), "float32"), A3: T.Buffer((8, 4, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        Z = T.sblock_alloc_buffer((8, 32))
        for n, k, i in T.grid(8, 32, 16):
            with T.sblock("Z"):
                v_n, v_k, v_i = T.axis.remap("SSR", [n, k, i])
                T.reads(X[v_n, v_i], W1[v_i, v_k])
                T.writes(Z[v_n, v_k])
                with T.init():
                    Z[v_n, v_k] = T.float32(0.0)
                Z[v_n, v_k] = Z[v_n, v_k] + X[v_n, v_i] * W1[v_i, v_k]
        for n, ch, l in T.grid(8, 4, 8):
            with T.sblock("A3"):
                v_n, v_ch, v_l = T.axis.remap("SSS", [n, ch, l])
                T.reads(Z[v_n, v_ch * 8 + v_l], b[v_ch])
                T.writes(A3[v_n, v_ch, v_l])
                A3[v_n, v_ch, v_l] = T.tanh(Z[v_n, v_ch * 8 + v_l] + b[v_ch])
        for n, ch, l in T.grid(8, 4, 8):
            with T.sblock("Out"):
                v_n, v_ch, v_l = T.axis.remap("SSR", [n, ch, l])
                T.reads(A3[v_n, v_ch, v_l], v[v_l])
                T.writes(Out[v_n, v_ch])
                with T.init():
                    Out[v_n, v_ch] = T.float32(0.0)
                Out[v_n, v_ch] = Out[v_n, v_ch] + A3[v_n, v_ch, v_l] * v[v_l]