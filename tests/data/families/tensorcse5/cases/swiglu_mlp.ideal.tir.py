# tensor-cse case `swiglu_mlp` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((8, 16), "float32"), W1: T.Buffer((16, 32), "float32"), W3: T.Buffer((16, 32), "float32"), W2: T.Buffer((32, 16), "float32"), dOut: T.Buffer((8, 16), "float32"), H: T.Buffer((8, 32), "float32"), asig: T.Buffer((8, 32), "float32"), s: T.Buffer((8, 32), "float32"), B: T.Buffer((8, 32), "float32"), dX: T.Buffer((8, 16), "float32"), dW1: T.Buffer((16, 32), "float32"), dW3: T.Buffer((16, 32), "float32"), dW2: T.Buffer((32, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dH = T.sblock_alloc_buffer((8, 32))
        dA = T.sblock_alloc_buffer((8, 32))
        dB = T.sblock_alloc_buffer((8, 32))
        for n, h_, o in T.grid(8, 32, 16):
            with T.sblock("dH"):
                v_n, v_h_, v_o = T.axis.remap("SSR", [n, h_, o])
                T.reads(dOut[v_n, v_o], W2[v_h_, v_o])
                T.writes(dH[v_n, v_h_])
                with T.init():
                    dH[v_n, v_h_] = T.float32(0.0)
                dH[v_n, v_h_] = dH[v_n, v_h_] + dOut[v_n, v_o] * W2[v_h_, v_o]
        for n_, h_ in T.grid(8, 32):
            with T.sblock("dA"):
                v_n_, v_h_ = T.axis.remap("SS", [n_, h_])
                T.reads(dH[v_n_, v_h_], B[v_n_, v_h_], s[v_n_, v_h_], asig[v_n_, v_h_])
                T.writes(dA[v_n_, v_h_])
                dA[v_n_, v_h_] = dH[v_n_, v_h_] * B[v_n_, v_h_] * (s[v_n_, v_h_] + asig[v_n_, v_h_] * (T.float32(1.0) - s[v_n_, v_h_]))
        for n_, h_ in T.grid(8, 32):
            with T.sblock("dB"):
                v_n_, v_h_ = T.axis.remap("SS", [n_, h_])
                T.reads(dH[v_n_, v_h_], asig[v_n_, v_h_])
                T.writes(dB[v_n_, v_h_])
                dB[v_n_, v_h_] = dH[v_n_, v_h_] * asig[v_n_, v_h_]
        for n_, d_, h in T.grid(8, 16, 32):
            with T.sblock("dX"):
                v_n_, v_d_, v_h = T.axis.remap("SSR", [n_, d_, h])
                T.reads(dA[v_n_, v_h], W1[v_d_, v_h], dB[v_n_, v_h], W3[v_d_, v_h])
                T.writes(dX[v_n_, v_d_])
                with T.init():
                    dX[v_n_, v_d_] = T.float32(0.0)
                dX[v_n_, v_d_] = dX[v_n_, v_d_] + (dA[v_n_, v_h] * W1[v_d_, v_h] + dB[v_n_, v_h] * W3[v_d_, v_h])
        for d_, h_, n in T.grid(16, 32, 8):
            with T.sblock("dW1"):
                v_d_, v_h_, v_n = T.axis.remap("SSR", [d_, h_, n])
                T.reads(X[v_n, v_d_], dA[v_n, v_h_])
                T.writes(dW1[v_d_, v_h_])
                with T.init():
                    dW1[v_d_, v_h_] = T.float32(0.0)
                dW1[v_d_, v_h_] = dW1[v_d_, v_h_] + X[v_n, v_d_] * dA[v_n, v_h_]
        for d_, h_, n in T.grid(16, 32, 8):
            with T.sblock("dW3"):
                v_d_, v_h_, v_n = T.axis.remap("SSR", [d_, h_, n])
                T.reads(X[v_n, v_d_], dB[v_n, v_h_])
                T.writes(dW3[v_d_, v_h_])
                with T.init():
                    dW3[v_d_, v_h_] = T.float32(0.0)
                dW3[v_d_, v_h_] = dW3[v_d_, v_h_] + X[v_n, v_d_] * dB[v_n, v_h_]
        for h_, o_, n in T.grid(32, 16, 8):
            with T.sblock("dW2"):
                v_h_, v_o_, v_n = T.axis.remap("SSR", [h_, o_, n])
                T.reads(H[v_n, v_h_], dOut[v_n, v_o_])
                T.writes(dW2[v_h_, v_o_])
                with T.init():
                    dW2[v_h_, v_o_] = T.float32(0.0)
                dW2[v_h_, v_o_] = dW2[v_h_, v_o_] + H[v_n, v_h_] * dOut[v_n, v_o_]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((8, 16), "float32"), W1: T.Buffer((16, 32), "float32"), W3: T.Buffer((16, 32), "float32"), W2: T.Buffer((32, 16), "float32"), Out: T.Buffer((8, 16), "float32"), H: T.Buffer((8, 32), "float32"), asig: T.Buffer((8, 32), "float32"), s: T.Buffer((8, 32), "float32"), B: T.Buffer((8, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        A = T.sblock_alloc_buffer((8, 32))
        for n, h, d in T.grid(8, 32, 16):
            with T.sblock("A"):
                v_n, v_h, v_d = T.axis.remap("SSR", [n, h, d])
                T.reads(X[v_n, v_d], W1[v_d, v_h])
                T.writes(A[v_n, v_h])
                with T.init():
                    A[v_n, v_h] = T.float32(0.0)
                A[v_n, v_h] = A[v_n, v_h] + X[v_n, v_d] * W1[v_d, v_h]
        for n, h in T.grid(8, 32):
            with T.sblock("s"):
                v_n, v_h = T.axis.remap("SS", [n, h])
                T.reads(A[v_n, v_h])
                T.writes(s[v_n, v_h])
                s[v_n, v_h] = T.sigmoid(A[v_n, v_h])
        for n, h in T.grid(8, 32):
            with T.sblock("asig"):
                v_n, v_h = T.axis.remap("SS", [n, h])
                T.reads(A[v_n, v_h], s[v_n, v_h])
                T.writes(asig[v_n, v_h])
                asig[v_n, v_h] = A[v_n, v_h] * s[v_n, v_h]
        for n, h, d in T.grid(8, 32, 16):
            with T.sblock("B"):
                v_n, v_h, v_d = T.axis.remap("SSR", [n, h, d])
                T.reads(X[v_n, v_d], W3[v_d, v_h])
                T.writes(B[v_n, v_h])
                with T.init():
                    B[v_n, v_h] = T.float32(0.0)
                B[v_n, v_h] = B[v_n, v_h] + X[v_n, v_d] * W3[v_d, v_h]
        for n, h in T.grid(8, 32):
            with T.sblock("H"):
                v_n, v_h = T.axis.remap("SS", [n, h])
                T.reads(asig[v_n, v_h], B[v_n, v_h])
                T.writes(H[v_n, v_h])
                H[v_n, v_h] = asig[v_n, v_h] * B[v_n, v_h]
        for n, o, h in T.grid(8, 16, 32):
            with T.sblock("Out"):
                v_n, v_o, v_h = T.axis.remap("SSR", [n, o, h])
                T.reads(H[v_n, v_h], W2[v_h, v_o])
                T.writes(Out[v_n, v_o])
                with T.init():
                    Out[v_n, v_o] = T.float32(0.0)
                Out[v_n, v_o] = Out[v_n, v_o] + H[v_n, v_h] * W2[v_h, v_o]