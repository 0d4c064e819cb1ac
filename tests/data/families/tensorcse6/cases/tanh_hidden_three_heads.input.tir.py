# tensor-cse case `tanh_hidden_three_heads` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((8, 16), "float32"), W: T.Buffer((16, 32), "float32"), U1: T.Buffer((32, 8), "float32"), U2: T.Buffer((32, 8), "float32"), dY1: T.Buffer((8, 8), "float32"), dY2: T.Buffer((8, 8), "float32"), dY3: T.Buffer((8,), "float32"), dX: T.Buffer((8, 16), "float32"), dW: T.Buffer((16, 32), "float32"), dU1: T.Buffer((32, 8), "float32"), dU2: T.Buffer((32, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dH = T.sblock_alloc_buffer((8, 32))
        A = T.sblock_alloc_buffer((8, 32))
        dA = T.sblock_alloc_buffer((8, 32))
        for n_, h_, o in T.grid(8, 32, 8):
            with T.sblock("dH"):
                v_n_, v_h_, v_o = T.axis.remap("SSR", [n_, h_, o])
                T.reads(dY1[v_n_, v_o], U1[v_h_, v_o], dY2[v_n_, v_o], U2[v_h_, v_o])
                T.writes(dH[v_n_, v_h_])
                with T.init():
                    dH[v_n_, v_h_] = T.float32(0.0)
                dH[v_n_, v_h_] = dH[v_n_, v_h_] + (dY1[v_n_, v_o] * U1[v_h_, v_o] + dY2[v_n_, v_o] * U2[v_h_, v_o])
        for n, h, i in T.grid(8, 32, 16):
            with T.sblock("A"):
                v_n, v_h, v_i = T.axis.remap("SSR", [n, h, i])
                T.reads(X[v_n, v_i], W[v_i, v_h])
                T.writes(A[v_n, v_h])
                with T.init():
                    A[v_n, v_h] = T.float32(0.0)
                A[v_n, v_h] = A[v_n, v_h] + X[v_n, v_i] * W[v_i, v_h]
        for n_, h_ in T.grid(8, 32):
            with T.sblock("dA"):
                v_n_, v_h_ = T.axis.remap("SS", [n_, h_])
                T.reads(dH[v_n_, v_h_], dY3[v_n_], A[v_n_, v_h_])
                T.writes(dA[v_n_, v_h_])
                dA[v_n_, v_h_] = (dH[v_n_, v_h_] + dY3[v_n_] * T.float32(2.0) * T.tanh(A[v_n_, v_h_])) * (T.float32(1.0) - T.tanh(A[v_n_, v_h_]) * T.tanh(A[v_n_, v_h_]))
        for n_, i_, h in T.grid(8, 16, 32):
            with T.sblock("dX"):
                v_n_, v_i_, v_h = T.axis.remap("SSR", [n_, i_, h])
                T.reads(dA[v_n_, v_h], W[v_i_, v_h])
                T.writes(dX[v_n_, v_i_])
                with T.init():
                    dX[v_n_, v_i_] = T.float32(0.0)
                dX[v_n_, v_i_] = dX[v_n_, v_i_] + dA[v_n_, v_h] * W[v_i_, v_h]
        for i_, h_, n in T.grid(16, 32, 8):
            with T.sblock("dW"):
                v_i_, v_h_, v_n = T.axis.remap("SSR", [i_, h_, n])
                T.reads(X[v_n, v_i_], dA[v_n, v_h_])
                T.writes(dW[v_i_, v_h_])
                with T.init():
                    dW[v_i_, v_h_] = T.float32(0.0)
                dW[v_i_, v_h_] = dW[v_i_, v_h_] + X[v_n, v_i_] * dA[v_n, v_h_]
        for h_, o, n in T.grid(32, 8, 8):
            with T.sblock("dU1"):
                v_h_, v_o, v_n = T.axis.remap("SSR", [h_, o, n])
                T.reads(A[v_n, v_h_], dY1[v_n, v_o])
                T.writes(dU1[v_h_, v_o])
                with T.init():
                    dU1[v_h_, v_o] = T.float32(0.0)
                dU1[v_h_, v_o] = dU1[v_h_, v_o] + T.tanh(A[v_n, v_h_]) * dY1[v_n, v_o]
        for h_, o, n in T.grid(32, 8, 8):
            with T.sblock("dU2"):
                v_h_, v_o, v_n = T.axis.remap("SSR", [h_, o, n])
                T.reads(A[v_n, v_h_], dY2[v_n, v_o])
                T.writes(dU2[v_h_, v_o])
                with T.init():
                    dU2[v_h_, v_o] = T.float32(0.0)
                dU2[v_h_, v_o] = dU2[v_h_, v_o] + T.tanh(A[v_n, v_h_]) * dY2[v_n, v_o]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((8, 16), "float32"), W: T.Buffer((16, 32), "float32"), U1: T.Buffer((32, 8), "float32"), U2: T.Buffer((32, 8), "float32"), Y1: T.Buffer((8, 8), "float32"), Y2: T.Buffer((8, 8), "float32"), Y3: T.Buffer((8,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        A = T.sblock_alloc_buffer((8, 32))
        for n, h, i in T.grid(8, 32, 16):
            with T.sblock("A"):
                v_n, v_h, v_i = T.axis.remap("SSR", [n, h, i])
                T.reads(X[v_n, v_i], W[v_i, v_h])
                T.writes(A[v_n, v_h])
                with T.init():
                    A[v_n, v_h] = T.float32(0.0)
                A[v_n, v_h] = A[v_n, v_h] + X[v_n, v_i] * W[v_i, v_h]
        for n, o, h in T.grid(8, 8, 32):
            with T.sblock("Y1"):
                v_n, v_o, v_h = T.axis.remap("SSR", [n, o, h])
                T.reads(A[v_n, v_h], U1[v_h, v_o])
                T.writes(Y1[v_n, v_o])
                with T.init():
                    Y1[v_n, v_o] = T.float32(0.0)
                Y1[v_n, v_o] = Y1[v_n, v_o] + T.tanh(A[v_n, v_h]) * U1[v_h, v_o]
        for n, o, h in T.grid(8, 8, 32):
            with T.sblock("Y2"):
                v_n, v_o, v_h = T.axis.remap("SSR", [n, o, h])
                T.reads(A[v_n, v_h], U2[v_h, v_o])
                T.writes(Y2[v_n, v_o])
                with T.init():
                    Y2[v_n, v_o] = T.float32(0.0)
                Y2[v_n, v_o] = Y2[v_n, v_o] + T.tanh(A[v_n, v_h]) * U2[v_h, v_o]
        for n, h in T.grid(8, 32):
            with T.sblock("Y3"):
                v_n, v_h = T.axis.remap("SR", [n, h])
                T.reads(A[v_n, v_h])
                T.writes(Y3[v_n])
                with T.init():
                    Y3[v_n] = T.float32(0.0)
                Y3[v_n] = Y3[v_n] + T.tanh(A[v_n, v_h]) * T.tanh(A[v_n, v_h])