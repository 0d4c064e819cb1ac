# tensor-cse case `cumsum_tanh` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((8, 32), "float32"), dY: T.Buffer((8, 32), "float32"), Y: T.Buffer((8, 32), "float32"), dX: T.Buffer((8, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dC = T.sblock_alloc_buffer((8, 32))
        for n, i in T.grid(8, 32):
            with T.sblock("dC"):
                v_n, v_i = T.axis.remap("SS", [n, i])
                T.reads(dY[v_n, v_i], Y[v_n, v_i])
                T.writes(dC[v_n, v_i])
                dC[v_n, v_i] = dY[v_n, v_i] * (T.float32(1.0) - Y[v_n, v_i] * Y[v_n, v_i])
        for n, kk, i in T.grid(8, 32, 32):
            with T.sblock("dX"):
                v_n, v_kk, v_i = T.axis.remap("SSR", [n, kk, i])
                T.reads(dC[v_n, v_i])
                T.writes(dX[v_n, v_kk])
                with T.init():
                    dX[v_n, v_kk] = T.float32(0.0)
                dX[v_n, v_kk] = dX[v_n, v_kk] + T.if_then_else(v_kk <= v_i, dC[v_n, v_i], T.float32(0.0))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((8, 32), "float32"), Y: T.Buffer((8, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        C = T.sblock_alloc_buffer((8, 32))
        for n, i, k in T.grid(8, 32, 32):
            with T.sblock("C"):
                v_n, v_i, v_k = T.axis.remap("SSR", [n, i, k])
                T.reads(X[v_n, v_k])
                T.writes(C[v_n, v_i])
                with T.init():
                    C[v_n, v_i] = T.float32(0.0)
                C[v_n, v_i] = C[v_n, v_i] + T.if_then_else(v_k <= v_i, X[v_n, v_k], T.float32(0.0))
        for n, i in T.grid(8, 32):
            with T.sblock("Y"):
                v_n, v_i = T.axis.remap("SS", [n, i])
                T.reads(C[v_n, v_i])
                T.writes(Y[v_n, v_i])
                Y[v_n, v_i] = T.tanh(C[v_n, v_i])