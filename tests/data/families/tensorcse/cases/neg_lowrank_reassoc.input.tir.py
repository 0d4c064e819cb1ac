# tensor-cse case `neg_lowrank_reassoc` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((8, 16), "float32"), A: T.Buffer((16, 4), "float32"), B: T.Buffer((4, 16), "float32"), dY: T.Buffer((8, 16), "float32"), dX: T.Buffer((8, 16), "float32"), dA: T.Buffer((16, 4), "float32"), dB: T.Buffer((4, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        XA = T.sblock_alloc_buffer((8, 4))
        Zr = T.sblock_alloc_buffer((8, 16))
        dZ = T.sblock_alloc_buffer((8, 16))
        U = T.sblock_alloc_buffer((8, 4))
        for n, r_, i in T.grid(8, 4, 16):
            with T.sblock("XA"):
                v_n, v_r_, v_i = T.axis.remap("SSR", [n, r_, i])
                T.reads(X[v_n, v_i], A[v_i, v_r_])
                T.writes(XA[v_n, v_r_])
                with T.init():
                    XA[v_n, v_r_] = T.float32(0.0)
                XA[v_n, v_r_] = XA[v_n, v_r_] + X[v_n, v_i] * A[v_i, v_r_]
        for n, o, r in T.grid(8, 16, 4):
            with T.sblock("Zr"):
                v_n, v_o, v_r = T.axis.remap("SSR", [n, o, r])
                T.reads(XA[v_n, v_r], B[v_r, v_o])
                T.writes(Zr[v_n, v_o])
                with T.init():
                    Zr[v_n, v_o] = T.float32(0.0)
                Zr[v_n, v_o] = Zr[v_n, v_o] + XA[v_n, v_r] * B[v_r, v_o]
        for n, o in T.grid(8, 16):
            with T.sblock("dZ"):
                v_n, v_o = T.axis.remap("SS", [n, o])
                T.reads(dY[v_n, v_o], Zr[v_n, v_o])
                T.writes(dZ[v_n, v_o])
                dZ[v_n, v_o] = dY[v_n, v_o] * (T.float32(1.0) - T.tanh(Zr[v_n, v_o]) * T.tanh(Zr[v_n, v_o]))
        for n, r_, o in T.grid(8, 4, 16):
            with T.sblock("U"):
                v_n, v_r_, v_o = T.axis.remap("SSR", [n, r_, o])
                T.reads(dZ[v_n, v_o], B[v_r_, v_o])
                T.writes(U[v_n, v_r_])
                with T.init():
                    U[v_n, v_r_] = T.float32(0.0)
                U[v_n, v_r_] = U[v_n, v_r_] + dZ[v_n, v_o] * B[v_r_, v_o]
        for n, i_, r in T.grid(8, 16, 4):
            with T.sblock("dX"):
                v_n, v_i_, v_r = T.axis.remap("SSR", [n, i_, r])
                T.reads(U[v_n, v_r], A[v_i_, v_r])
                T.writes(dX[v_n, v_i_])
                with T.init():
                    dX[v_n, v_i_] = T.float32(0.0)
                dX[v_n, v_i_] = dX[v_n, v_i_] + U[v_n, v_r] * A[v_i_, v_r]
        for i_, r_, n in T.grid(16, 4, 8):
            with T.sblock("dA"):
                v_i_, v_r_, v_n = T.axis.remap("SSR", [i_, r_, n])
                T.reads(X[v_n, v_i_], U[v_n, v_r_])
                T.writes(dA[v_i_, v_r_])
                with T.init():
                    dA[v_i_, v_r_] = T.float32(0.0)
                dA[v_i_, v_r_] = dA[v_i_, v_r_] + X[v_n, v_i_] * U[v_n, v_r_]
        for r_, o_, n in T.grid(4, 16, 8):
            with T.sblock("dB"):
                v_r_, v_o_, v_n = T.axis.remap("SSR", [r_, o_, n])
                T.reads(XA[v_n, v_r_], dZ[v_n, v_o_])
                T.writes(dB[v_r_, v_o_])
                with T.init():
                    dB[v_r_, v_o_] = T.float32(0.0)
                dB[v_r_, v_o_] = dB[v_r_, v_o_] + XA[v_n, v_r_] * dZ[v_n, v_o_]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((8, 16), "float32"), A: T.Buffer((16, 4), "float32"), B: T.Buffer((4, 16), "float32"), Y: T.Buffer((8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        AB = T.sblock_alloc_buffer((16, 16))
        Z = T.sblock_alloc_buffer((8, 16))
        for i, o, r in T.grid(16, 16, 4):
            with T.sblock("AB"):
                v_i, v_o, v_r = T.axis.remap("SSR", [i, o, r])
                T.reads(A[v_i, v_r], B[v_r, v_o])
                T.writes(AB[v_i, v_o])
                with T.init():
                    AB[v_i, v_o] = T.float32(0.0)
                AB[v_i, v_o] = AB[v_i, v_o] + A[v_i, v_r] * B[v_r, v_o]
        for n, o, i in T.grid(8, 16, 16):
            with T.sblock("Z"):
                v_n, v_o, v_i = T.axis.remap("SSR", [n, o, i])
                T.reads(X[v_n, v_i], AB[v_i, v_o])
                T.writes(Z[v_n, v_o])
                with T.init():
                    Z[v_n, v_o] = T.float32(0.0)
                Z[v_n, v_o] = Z[v_n, v_o] + X[v_n, v_i] * AB[v_i, v_o]
        for n, o in T.grid(8, 16):
            with T.sblock("Y"):
                v_n, v_o = T.axis.remap("SS", [n, o])
                T.reads(Z[v_n, v_o])
                T.writes(Y[v_n, v_o])
                Y[v_n, v_o] = T.tanh(Z[v_n, v_o])