# tensor-cse case `mlp2_hardtanh_tokens` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((2, 4, 16), "float32"), W1: T.Buffer((16, 16), "float32"), b1: T.Buffer((16,), "float32"), W2: T.Buffer((16, 8), "float32"), dOut: T.Buffer((2, 4, 8), "float32"), dX: T.Buffer((2, 4, 16), "float32"), dW1: T.Buffer((16, 16), "float32"), db1: T.Buffer((16,), "float32"), dW2: T.Buffer((16, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        Z = T.sblock_alloc_buffer((2, 4, 16))
        dA = T.sblock_alloc_buffer((2, 4, 16))
        dH = T.sblock_alloc_buffer((2, 4, 16))
        A = T.sblock_alloc_buffer((2, 4, 16))
        for b, t, k, i in T.grid(2, 4, 16, 16):
            with T.sblock("Z"):
                v_b, v_t, v_k, v_i = T.axis.remap("SSSR", [b, t, k, i])
                T.reads(X[v_b, v_t, v_i], W1[v_i, v_k])
                T.writes(Z[v_b, v_t, v_k])
                with T.init():
                    Z[v_b, v_t, v_k] = T.float32(0.0)
                Z[v_b, v_t, v_k] = Z[v_b, v_t, v_k] + X[v_b, v_t, v_i] * W1[v_i, v_k]
        for b, t, k_, o in T.grid(2, 4, 16, 8):
            with T.sblock("dA"):
                v_b, v_t, v_k_, v_o = T.axis.remap("SSSR", [b, t, k_, o])
                T.reads(dOut[v_b, v_t, v_o], W2[v_k_, v_o])
                T.writes(dA[v_b, v_t, v_k_])
                with T.init():
                    dA[v_b, v_t, v_k_] = T.float32(0.0)
                dA[v_b, v_t, v_k_] = dA[v_b, v_t, v_k_] + dOut[v_b, v_t, v_o] * W2[v_k_, v_o]
        for b, t, k_ in T.grid(2, 4, 16):
            with T.sblock("dH"):
                v_b, v_t, v_k_ = T.axis.remap("SSS", [b, t, k_])
                T.reads(Z[v_b, v_t, v_k_], b1[v_k_], dA[v_b, v_t, v_k_])
                T.writes(dH[v_b, v_t, v_k_])
                dH[v_b, v_t, v_k_] = T.if_then_else(T.float32(-1.0) < Z[v_b, v_t, v_k_] + b1[v_k_] and Z[v_b, v_t, v_k_] + b1[v_k_] < T.float32(1.0), dA[v_b, v_t, v_k_], T.float32(0.0))
        for b, t, i, k in T.grid(2, 4, 16, 16):
            with T.sblock("dX"):
                v_b, v_t, v_i, v_k = T.axis.remap("SSSR", [b, t, i, k])
                T.reads(dH[v_b, v_t, v_k], W1[v_i, v_k])
                T.writes(dX[v_b, v_t, v_i])
                with T.init():
                    dX[v_b, v_t, v_i] = T.float32(0.0)
                dX[v_b, v_t, v_i] = dX[v_b, v_t, v_i] + dH[v_b, v_t, v_k] * W1[v_i, v_k]
        for i, k_, b, t in T.grid(16, 16, 2, 4):
            with T.sblock("dW1"):
                v_i, v_k_, v_b, v_t = T.axis.remap("SSRR", [i, k_, b, t])
                T.reads(X[v_b, v_t, v_i], dH[v_b, v_t, v_k_])
                T.writes(dW1[v_i, v_k_])
                with T.init():
                    dW1[v_i, v_k_] = T.float32(0.0)
                dW1[v_i, v_k_] = dW1[v_i, v_k_] + X[v_b, v_t, v_i] * dH[v_b, v_t, v_k_]
        for k_, b, t in T.grid(16, 2, 4):
            with T.sblock("db1"):
                v_k_, v_b, v_t = T.axis.remap("SRR", [k_, b, t])
                T.reads(dH[v_b, v_t, v_k_])
                T.writes(db1[v_k_])
                with T.init():
                    db1[v_k_] = T.float32(0.0)
                db1[v_k_] = db1[v_k_] + dH[v_b, v_t, v_k_]
        for b, t, k_ in T.grid(2, 4, 16):
            with T.sblock("A"):
                v_b, v_t, v_k_ = T.axis.remap("SSS", [b, t, k_])
                T.reads(Z[v_b, v_t, v_k_], b1[v_k_])
                T.writes(A[v_b, v_t, v_k_])
                A[v_b, v_t, v_k_] = T.min(T.max(Z[v_b, v_t, v_k_] + b1[v_k_], T.float32(-1.0)), T.float32(1.0))
        for k_, o_, b, t in T.grid(16, 8, 2, 4):
            with T.sblock("dW2"):
                v_k_, v_o_, v_b, v_t = T.axis.remap("SSRR", [k_, o_, b, t])
                T.reads(A[v_b, v_t, v_k_], dOut[v_b, v_t, v_o_])
                T.writes(dW2[v_k_, v_o_])
                with T.init():
                    dW2[v_k_, v_o_] = T.float32(0.0)
                dW2[v_k_, v_o_] = dW2[v_k_, v_o_] + A[v_b, v_t, v_k_] * dOut[v_b, v_t, v_o_]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((2, 4, 16), "float32"), W1: T.Buffer((16, 16), "float32"), b1: T.Buffer((16,), "float32"), W2: T.Buffer((16, 8), "float32"), Out: T.Buffer((2, 4, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        Z = T.sblock_alloc_buffer((2, 4, 16))
        A = T.sblock_alloc_buffer((2, 4, 16))
        for b, t, k, i in T.grid(2, 4, 16, 16):
            with T.sblock("Z"):
                v_b, v_t, v_k, v_i = T.axis.remap("SSSR", [b, t, k, i])
                T.reads(X[v_b, v_t, v_i], W1[v_i, v_k])
                T.writes(Z[v_b, v_t, v_k])
                with T.init():
                    Z[v_b, v_t, v_k] = T.float32(0.0)
                Z[v_b, v_t, v_k] = Z[v_b, v_t, v_k] + X[v_b, v_t, v_i] * W1[v_i, v_k]
        for b, t, k in T.grid(2, 4, 16):
            with T.sblock("A"):
                v_b, v_t, v_k = T.axis.remap("SSS", [b, t, k])
                T.reads(Z[v_b, v_t, v_k], b1[v_k])
                T.writes(A[v_b, v_t, v_k])
                A[v_b, v_t, v_k] = T.min(T.max(Z[v_b, v_t, v_k] + b1[v_k], T.float32(-1.0)), T.float32(1.0))
        for b, t, o, k in T.grid(2, 4, 8, 16):
            with T.sblock("Out"):
                v_b, v_t, v_o, v_k = T.axis.remap("SSSR", [b, t, o, k])
                T.reads(A[v_b, v_t, v_k], W2[v_k, v_o])
                T.writes(Out[v_b, v_t, v_o])
                with T.init():
                    Out[v_b, v_t, v_o] = T.float32(0.0)
                Out[v_b, v_t, v_o] = Out[v_b, v_t, v_o] + A[v_b, v_t, v_k] * W2[v_k, v_o]