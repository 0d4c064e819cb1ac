# tensor-cse case `mlp2_gelu` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((8, 8), "float32"), W1: T.Buffer((8, 32), "float32"), b1: T.Buffer((32,), "float32"), W2: T.Buffer((32, 4), "float32"), dOut: T.Buffer((8, 4), "float32"), dX: T.Buffer((8, 8), "float32"), dW1: T.Buffer((8, 32), "float32"), db1: T.Buffer((32,), "float32"), dW2: T.Buffer((32, 4), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dA = T.sblock_alloc_buffer((8, 32))
        Hm = T.sblock_alloc_buffer((8, 32))
        H = T.sblock_alloc_buffer((8, 32))
        dH = T.sblock_alloc_buffer((8, 32))
        A = T.sblock_alloc_buffer((8, 32))
        for n, kk, o in T.grid(8, 32, 4):
            with T.sblock("dA"):
                v_n, v_kk, v_o = T.axis.remap("SSR", [n, kk, o])
                T.reads(dOut[v_n, v_o], W2[v_kk, v_o])
                T.writes(dA[v_n, v_kk])
                with T.init():
                    dA[v_n, v_kk] = T.float32(0.0)
                dA[v_n, v_kk] = dA[v_n, v_kk] + dOut[v_n, v_o] * W2[v_kk, v_o]
        for n, k, i in T.grid(8, 32, 8):
            with T.sblock("Hm"):
                v_n, v_k, v_i = T.axis.remap("SSR", [n, k, i])
                T.reads(X[v_n, v_i], W1[v_i, v_k])
                T.writes(Hm[v_n, v_k])
                with T.init():
                    Hm[v_n, v_k] = T.float32(0.0)
                Hm[v_n, v_k] = Hm[v_n, v_k] + X[v_n, v_i] * W1[v_i, v_k]
        for n, k in T.grid(8, 32):
            with T.sblock("H"):
                v_n, v_k = T.axis.remap("SS", [n, k])
                T.reads(Hm[v_n, v_k], b1[v_k])
                T.writes(H[v_n, v_k])
                H[v_n, v_k] = Hm[v_n, v_k] + b1[v_k]
        for n, kk in T.grid(8, 32):
            with T.sblock("dH"):
                v_n, v_kk = T.axis.remap("SS", [n, kk])
                T.reads(dA[v_n, v_kk], H[v_n, v_kk])
                T.writes(dH[v_n, v_kk])
                dH[v_n, v_kk] = dA[v_n, v_kk] * (T.float32(0.5) * (T.float32(1.0) + T.erf(H[v_n, v_kk] * T.float32(0.70710678118654757))) + H[v_n, v_kk] * (T.exp(H[v_n, v_kk] * H[v_n, v_kk] * T.float32(-0.5)) * T.float32(0.3989422804014327)))
        for n, i, k in T.grid(8, 8, 32):
            with T.sblock("dX"):
                v_n, v_i, v_k = T.axis.remap("SSR", [n, i, k])
                T.reads(dH[v_n, v_k], W1[v_i, v_k])
                T.writes(dX[v_n, v_i])
                with T.init():
                    dX[v_n, v_i] = T.float32(0.0)
                dX[v_n, v_i] = dX[v_n, v_i] + dH[v_n, v_k] * W1[v_i, v_k]
        for i, k2, n in T.grid(8, 32, 8):
            with T.sblock("dW1"):
                v_i, v_k2, v_n = T.axis.remap("SSR", [i, k2, n])
                T.reads(X[v_n, v_i], dH[v_n, v_k2])
                T.writes(dW1[v_i, v_k2])
                with T.init():
                    dW1[v_i, v_k2] = T.float32(0.0)
                dW1[v_i, v_k2] = dW1[v_i, v_k2] + X[v_n, v_i] * dH[v_n, v_k2]
        for k2, n in T.grid(32, 8):
            with T.sblock("db1"):
                v_k2, v_n = T.axis.remap("SR", [k2, n])
                T.reads(dH[v_n, v_k2])
                T.writes(db1[v_k2])
                with T.init():
                    db1[v_k2] = T.float32(0.0)
                db1[v_k2] = db1[v_k2] + dH[v_n, v_k2]
        for n, kk in T.grid(8, 32):
            with T.sblock("A"):
                v_n, v_kk = T.axis.remap("SS", [n, kk])
                T.reads(H[v_n, v_kk])
                T.writes(A[v_n, v_kk])
                A[v_n, v_kk] = H[v_n, v_kk] * (T.float32(0.5) * (T.float32(1.0) + T.erf(H[v_n, v_kk] * T.float32(0.70710678118654757))))
        for k2, o2, n in T.grid(32, 4, 8):
            with T.sblock("dW2"):
                v_k2, v_o2, v_n = T.axis.remap("SSR", [k2, o2, n])
                T.reads(A[v_n, v_k2], dOut[v_n, v_o2])
                T.writes(dW2[v_k2, v_o2])
                with T.init():
                    dW2[v_k2, v_o2] = T.float32(0.0)
                dW2[v_k2, v_o2] = dW2[v_k2, v_o2] + A[v_n, v_k2] * dOut[v_n, v_o2]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((8, 8), "float32"), W1: T.Buffer((8, 32), "float32"), b1: T.Buffer((32,), "float32"), W2: T.Buffer((32, 4), "float32"), Out: T.Buffer((8, 4), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        Hm = T.sblock_alloc_buffer((8, 32))
        H = T.sblock_alloc_buffer((8, 32))
        A = T.sblock_alloc_buffer((8, 32))
        for n, k, i in T.grid(8, 32, 8):
            with T.sblock("Hm"):
                v_n, v_k, v_i = T.axis.remap("SSR", [n, k, i])
                T.reads(X[v_n, v_i], W1[v_i, v_k])
                T.writes(Hm[v_n, v_k])
                with T.init():
                    Hm[v_n, v_k] = T.float32(0.0)
                Hm[v_n, v_k] = Hm[v_n, v_k] + X[v_n, v_i] * W1[v_i, v_k]
        for n, k in T.grid(8, 32):
            with T.sblock("H"):
                v_n, v_k = T.axis.remap("SS", [n, k])
                T.reads(Hm[v_n, v_k], b1[v_k])
                T.writes(H[v_n, v_k])
                H[v_n, v_k] = Hm[v_n, v_k] + b1[v_k]
        for n, k in T.grid(8, 32):
            with T.sblock("A"):
                v_n, v_k = T.axis.remap("SS", [n, k])
                T.reads(H[v_n, v_k])
                T.writes(A[v_n, v_k])
                A[v_n, v_k] = H[v_n, v_k] * (T.float32(0.5) * (T.float32(1.0) + T.erf(H[v_n, v_k] * T.float32(0.70710678118654757))))
        for n, o, k in T.grid(8, 4, 32):
            with T.sblock("Out"):
                v_n, v_o, v_k = T.axis.remap("SSR", [n, o, k])
                T.reads(A[v_n, v_k], W2[v_k, v_o])
                T.writes(Out[v_n, v_o])
                with T.init():
                    Out[v_n, v_o] = T.float32(0.0)
                Out[v_n, v_o] = Out[v_n, v_o] + A[v_n, v_k] * W2[v_k, v_o]