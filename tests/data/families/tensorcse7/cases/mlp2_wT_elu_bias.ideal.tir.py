# tensor-cse case `mlp2_wT_elu_bias` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((8, 16), "float32"), W1: T.Buffer((32, 16), "float32"), b1: T.Buffer((32,), "float32"), W2: T.Buffer((4, 32), "float32"), dOut: T.Buffer((8, 4), "float32"), A: T.Buffer((8, 32), "float32"), pos: T.Buffer((8, 32), "bool"), ex: T.Buffer((8, 32), "float32"), dX: T.Buffer((8, 16), "float32"), dW1: T.Buffer((32, 16), "float32"), db1: T.Buffer((32,), "float32"), dW2: T.Buffer((4, 32), "float32"), db2: T.Buffer((4,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dA = T.sblock_alloc_buffer((8, 32))
        dH = T.sblock_alloc_buffer((8, 32))
        for n, k_, o in T.grid(8, 32, 4):
            with T.sblock("dA"):
                v_n, v_k_, v_o = T.axis.remap("SSR", [n, k_, o])
                T.reads(dOut[v_n, v_o], W2[v_o, v_k_])
                T.writes(dA[v_n, v_k_])
                with T.init():
                    dA[v_n, v_k_] = T.float32(0.0)
                dA[v_n, v_k_] = dA[v_n, v_k_] + dOut[v_n, v_o] * W2[v_o, v_k_]
        for n, k_ in T.grid(8, 32):
            with T.sblock("dH"):
                v_n, v_k_ = T.axis.remap("SS", [n, k_])
                T.reads(dA[v_n, v_k_], pos[v_n, v_k_], ex[v_n, v_k_])
                T.writes(dH[v_n, v_k_])
                dH[v_n, v_k_] = dA[v_n, v_k_] * T.if_then_else(pos[v_n, v_k_], T.float32(1.0), ex[v_n, v_k_])
        for n, i, k in T.grid(8, 16, 32):
            with T.sblock("dX"):
                v_n, v_i, v_k = T.axis.remap("SSR", [n, i, k])
                T.reads(dH[v_n, v_k], W1[v_k, v_i])
                T.writes(dX[v_n, v_i])
                with T.init():
                    dX[v_n, v_i] = T.float32(0.0)
                dX[v_n, v_i] = dX[v_n, v_i] + dH[v_n, v_k] * W1[v_k, v_i]
        for k_, i, n in T.grid(32, 16, 8):
            with T.sblock("dW1"):
                v_k_, v_i, v_n = T.axis.remap("SSR", [k_, i, n])
                T.reads(dH[v_n, v_k_], X[v_n, v_i])
                T.writes(dW1[v_k_, v_i])
                with T.init():
                    dW1[v_k_, v_i] = T.float32(0.0)
                dW1[v_k_, v_i] = dW1[v_k_, v_i] + dH[v_n, v_k_] * X[v_n, v_i]
        for k_, n in T.grid(32, 8):
            with T.sblock("db1"):
                v_k_, v_n = T.axis.remap("SR", [k_, n])
                T.reads(dH[v_n, v_k_])
                T.writes(db1[v_k_])
                with T.init():
                    db1[v_k_] = T.float32(0.0)
                db1[v_k_] = db1[v_k_] + dH[v_n, v_k_]
        for o_, k_, n in T.grid(4, 32, 8):
            with T.sblock("dW2"):
                v_o_, v_k_, v_n = T.axis.remap("SSR", [o_, k_, n])
                T.reads(dOut[v_n, v_o_], A[v_n, v_k_])
                T.writes(dW2[v_o_, v_k_])
                with T.init():
                    dW2[v_o_, v_k_] = T.float32(0.0)
                dW2[v_o_, v_k_] = dW2[v_o_, v_k_] + dOut[v_n, v_o_] * A[v_n, v_k_]
        for o_, n in T.grid(4, 8):
            with T.sblock("db2"):
                v_o_, v_n = T.axis.remap("SR", [o_, n])
                T.reads(dOut[v_n, v_o_])
                T.writes(db2[v_o_])
                with T.init():
                    db2[v_o_] = T.float32(0.0)
                db2[v_o_] = db2[v_o_] + dOut[v_n, v_o_]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((8, 16), "float32"), W1: T.Buffer((32, 16), "float32"), b1: T.Buffer((32,), "float32"), W2: T.Buffer((4, 32), "float32"), b2: T.Buffer((4,), "float32"), Out: T.Buffer((8, 4), "float32"), A: T.Buffer((8, 32), "float32"), pos: T.Buffer((8, 32), "bool"), ex: T.Buffer((8, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        Z = T.sblock_alloc_buffer((8, 32))
        Zo = T.sblock_alloc_buffer((8, 4))
        for n, k, i in T.grid(8, 32, 16):
            with T.sblock("Z"):
                v_n, v_k, v_i = T.axis.remap("SSR", [n, k, i])
                T.reads(X[v_n, v_i], W1[v_k, v_i])
                T.writes(Z[v_n, v_k])
                with T.init():
                    Z[v_n, v_k] = T.float32(0.0)
                Z[v_n, v_k] = Z[v_n, v_k] + X[v_n, v_i] * W1[v_k, v_i]
        for n, k in T.grid(8, 32):
            with T.sblock("pos"):
                v_n, v_k = T.axis.remap("SS", [n, k])
                T.reads(Z[v_n, v_k], b1[v_k])
                T.writes(pos[v_n, v_k])
                pos[v_n, v_k] = T.float32(0.0) < Z[v_n, v_k] + b1[v_k]
        for n, k in T.grid(8, 32):
            with T.sblock("ex"):
                v_n, v_k = T.axis.remap("SS", [n, k])
                T.reads(Z[v_n, v_k], b1[v_k])
                T.writes(ex[v_n, v_k])
                ex[v_n, v_k] = T.exp(Z[v_n, v_k] + b1[v_k])
        for n, k in T.grid(8, 32):
            with T.sblock("A"):
                v_n, v_k = T.axis.remap("SS", [n, k])
                T.reads(pos[v_n, v_k], Z[v_n, v_k], b1[v_k], ex[v_n, v_k])
                T.writes(A[v_n, v_k])
                A[v_n, v_k] = T.if_then_else(pos[v_n, v_k], Z[v_n, v_k] + b1[v_k], ex[v_n, v_k] - T.float32(1.0))
        for n, o, k in T.grid(8, 4, 32):
            with T.sblock("Zo"):
                v_n, v_o, v_k = T.axis.remap("SSR", [n, o, k])
                T.reads(A[v_n, v_k], W2[v_o, v_k])
                T.writes(Zo[v_n, v_o])
                with T.init():
                    Zo[v_n, v_o] = T.float32(0.0)
                Zo[v_n, v_o] = Zo[v_n, v_o] + A[v_n, v_k] * W2[v_o, v_k]
        for n, o in T.grid(8, 4):
            with T.sblock("Out"):
                v_n, v_o = T.axis.remap("SS", [n, o])
                T.reads(Zo[v_n, v_o], b2[v_o])
                T.writes(Out[v_n, v_o])
                Out[v_n, v_o] = Zo[v_n, v_o] + b2[v_o]