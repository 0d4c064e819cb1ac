# tensor-cse case `silu_int64` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((T.int64(16), T.int64(32)), "float32"), dY: T.Buffer((T.int64(16), T.int64(32)), "float32"), s: T.Buffer((T.int64(16), T.int64(32)), "float32"), Y: T.Buffer((T.int64(16), T.int64(32)), "float32"), dX: T.Buffer((T.int64(16), T.int64(32)), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, j in T.grid(T.int64(16), T.int64(32)):
            with T.sblock("dX"):
                v_n = T.axis.spatial(T.int64(16), n)
                v_j = T.axis.spatial(T.int64(32), j)
                T.reads(dY[v_n, v_j], s[v_n, v_j], Y[v_n, v_j])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = dY[v_n, v_j] * (s[v_n, v_j] + Y[v_n, v_j] * (T.float32(1.0) - s[v_n, v_j]))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((T.int64(16), T.int64(32)), "float32"), Y: T.Buffer((T.int64(16), T.int64(32)), "float32"), s: T.Buffer((T.int64(16), T.int64(32)), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, j in T.grid(T.int64(16), T.int64(32)):
            with T.sblock("s"):
                v_n = T.axis.spatial(T.int64(16), n)
                v_j = T.axis.spatial(T.int64(32), j)
                T.reads(X[v_n, v_j])
                T.writes(s[v_n, v_j])
                s[v_n, v_j] = T.sigmoid(X[v_n, v_j])
        for n, j in T.grid(T.int64(16), T.int64(32)):
            with T.sblock("Y"):
                v_n = T.axis.spatial(T.int64(16), n)
                v_j = T.axis.spatial(T.int64(32), j)
                T.reads(X[v_n, v_j], s[v_n, v_j])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = X[v_n, v_j] * s[v_n, v_j]