# tensor-cse case `mlp3_tanh_sigmoid` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((8, 16), "float32"), W1: T.Buffer((16, 16), "float32"), b1: T.Buffer((16,), "float32"), W2: T.Buffer((16, 16), "float32"), b2: T.Buffer((16,), "float32"), W3: T.Buffer((16, 4), "float32"), dOut: T.Buffer((8, 4), "float32"), A1: T.Buffer((8, 16), "float32"), A2: T.Buffer((8, 16), "float32"), dX: T.Buffer((8, 16), "float32"), dW1: T.Buffer((16, 16), "float32"), db1: T.Buffer((16,), "float32"), dW2: T.Buffer((16, 16), "float32"), db2: T.Buffer((16,), "float32"), dW3: T.Buffer((16, 4), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dA2 = T.sblock_alloc_buffer((8, 16))
        dZ2 = T.sblock_alloc_buffer((8, 16))
        dA1 = T.sblock_alloc_buffer((8, 16))
        dZ1 = T.sblock_alloc_buffer((8, 16))
        for n, m_, o in T.grid(8, 16, 4):
            with T.sblock("dA2"):
                v_n, v_m_, v_o = T.axis.remap("SSR", [n, m_, o])
                T.reads(dOut[v_n, v_o], W3[v_m_, v_o])
                T.writes(dA2[v_n, v_m_])
                with T.init():
                    dA2[v_n, v_m_] = T.float32(0.0)
                dA2[v_n, v_m_] = dA2[v_n, v_m_] + dOut[v_n, v_o] * W3[v_m_, v_o]
        for n, m_ in T.grid(8, 16):
            with T.sblock("dZ2"):
                v_n, v_m_ = T.axis.remap("SS", [n, m_])
                T.reads(dA2[v_n, v_m_], A2[v_n, v_m_])
                T.writes(dZ2[v_n, v_m_])
                dZ2[v_n, v_m_] = dA2[v_n, v_m_] * A2[v_n, v_m_] * (T.float32(1.0) - A2[v_n, v_m_])
        for n, k, m in T.grid(8, 16, 16):
            with T.sblock("dA1"):
                v_n, v_k, v_m = T.axis.remap("SSR", [n, k, m])
                T.reads(dZ2[v_n, v_m], W2[v_k, v_m])
                T.writes(dA1[v_n, v_k])
                with T.init():
                    dA1[v_n, v_k] = T.float32(0.0)
                dA1[v_n, v_k] = dA1[v_n, v_k] + dZ2[v_n, v_m] * W2[v_k, v_m]
        for n, k in T.grid(8, 16):
            with T.sblock("dZ1"):
                v_n, v_k = T.axis.remap("SS", [n, k])
                T.reads(dA1[v_n, v_k], A1[v_n, v_k])
                T.writes(dZ1[v_n, v_k])
                dZ1[v_n, v_k] = dA1[v_n, v_k] * (T.float32(1.0) - A1[v_n, v_k] * A1[v_n, v_k])
        for n, i, k in T.grid(8, 16, 16):
            with T.sblock("dX"):
                v_n, v_i, v_k = T.axis.remap("SSR", [n, i, k])
                T.reads(dZ1[v_n, v_k], W1[v_i, v_k])
                T.writes(dX[v_n, v_i])
                with T.init():
                    dX[v_n, v_i] = T.float32(0.0)
                dX[v_n, v_i] = dX[v_n, v_i] + dZ1[v_n, v_k] * W1[v_i, v_k]
        for i, k_, n in T.grid(16, 16, 8):
            with T.sblock("dW1"):
                v_i, v_k_, v_n = T.axis.remap("SSR", [i, k_, n])
                T.reads(X[v_n, v_i], dZ1[v_n, v_k_])
                T.writes(dW1[v_i, v_k_])
                with T.init():
                    dW1[v_i, v_k_] = T.float32(0.0)
                dW1[v_i, v_k_] = dW1[v_i, v_k_] + X[v_n, v_i] * dZ1[v_n, v_k_]
        for k_, n in T.grid(16, 8):
            with T.sblock("db1"):
                v_k_, v_n = T.axis.remap("SR", [k_, n])
                T.reads(dZ1[v_n, v_k_])
                T.writes(db1[v_k_])
                with T.init():
                    db1[v_k_] = T.float32(0.0)
                db1[v_k_] = db1[v_k_] + dZ1[v_n, v_k_]
        for k, m_, n in T.grid(16, 16, 8):
            with T.sblock("dW2"):
                v_k, v_m_, v_n = T.axis.remap("SSR", [k, m_, n])
                T.reads(A1[v_n, v_k], dZ2[v_n, v_m_])
                T.writes(dW2[v_k, v_m_])
                with T.init():
                    dW2[v_k, v_m_] = T.float32(0.0)
                dW2[v_k, v_m_] = dW2[v_k, v_m_] + A1[v_n, v_k] * dZ2[v_n, v_m_]
        for m_, n in T.grid(16, 8):
            with T.sblock("db2"):
                v_m_, v_n = T.axis.remap("SR", [m_, n])
                T.reads(dZ2[v_n, v_m_])
                T.writes(db2[v_m_])
                with T.init():
                    db2[v_m_] = T.float32(0.0)
                db2[v_m_] = db2[v_m_] + dZ2[v_n, v_m_]
        for m_, o_, n in T.grid(16, 4, 8):
            with T.sblock("dW3"):
                v_m_, v_o_, v_n = T.axis.remap("SSR", [m_, o_, n])
                T.reads(A2[v_n, v_m_], dOut[v_n, v_o_])
                T.writes(dW3[v_m_, v_o_])
                with T.init():
                    dW3[v_m_, v_o_] = T.float32(0.0)
                dW3[v_m_, v_o_] = dW3[v_m_, v_o_] + A2[v_n, v_m_] * dOut[v_n, v_o_]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((8, 16), "float32"), W1: T.Buffer((16, 16), "float32"), b1: T.Buffer((16,), "float32"), W2: T.Buffer((16, 16), "float32"), b2: T.Buffer((16,), "float32"), W3: T.Buffer((16, 4), "float32"), Out: T.Buffer((8, 4), "float32"), A1: T.Buffer((8, 16), "float32"), A2: T.Buffer((8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        Z1 = T.sblock_alloc_buffer((8, 16))
        Z2 = T.sblock_alloc_buffer((8, 16))
        for n, k, i in T.grid(8, 16, 16):
            with T.sblock("Z1"):
                v_n, v_k, v_i = T.axis.remap("SSR", [n, k, i])
                T.reads(X[v_n, v_i], W1[v_i, v_k])
                T.writes(Z1[v_n, v_k])
                with T.init():
                    Z1[v_n, v_k] = T.float32(0.0)
                Z1[v_n, v_k] = Z1[v_n, v_k] + X[v_n, v_i] * W1[v_i, v_k]
        for n, k in T.grid(8, 16):
            with T.sblock("A1"):
                v_n, v_k = T.axis.remap("SS", [n, k])
                T.reads(Z1[v_n, v_k], b1[v_k])
                T.writes(A1[v_n, v_k])
                A1[v_n, v_k] = T.tanh(Z1[v_n, v_k] + b1[v_k])
        for n, m, k in T.grid(8, 16, 16):
            with T.sblock("Z2"):
                v_n, v_m, v_k = T.axis.remap("SSR", [n, m, k])
                T.reads(A1[v_n, v_k], W2[v_k, v_m])
                T.writes(Z2[v_n, v_m])
                with T.init():
                    Z2[v_n, v_m] = T.float32(0.0)
                Z2[v_n, v_m] = Z2[v_n, v_m] + A1[v_n, v_k] * W2[v_k, v_m]
        for n, m in T.grid(8, 16):
            with T.sblock("A2"):
                v_n, v_m = T.axis.remap("SS", [n, m])
                T.reads(Z2[v_n, v_m], b2[v_m])
                T.writes(A2[v_n, v_m])
                A2[v_n, v_m] = T.sigmoid(Z2[v_n, v_m] + b2[v_m])
        for n, o, m in T.grid(8, 4, 16):
            with T.sblock("Out"):
                v_n, v_o, v_m = T.axis.remap("SSR", [n, o, m])
                T.reads(A2[v_n, v_m], W3[v_m, v_o])
                T.writes(Out[v_n, v_o])
                with T.init():
                    Out[v_n, v_o] = T.float32(0.0)
                Out[v_n, v_o] = Out[v_n, v_o] + A2[v_n, v_m] * W3[v_m, v_o]