# A forward whose value holds exp(X[i - 1]) only in a guarded branch (`1 <= i`): a stash of it
# would be computed at every i and read X[-1]. The backward reads the same term under the same
# guard, but no stash may be offered (a subterm of a branch is one only over a domain from 0
# where it has a value everywhere: `1 <= i` leaves i = 0 in it).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16,), "float32"), dY: T.Buffer((16,), "float32"), dX: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        for j in range(16):
            with T.sblock("dX"):
                v_j = T.axis.spatial(16, j)
                T.reads(X[v_j - 1], dY[v_j])
                T.writes(dX[v_j])
                dX[v_j] = T.if_then_else(1 <= v_j, dY[v_j] * T.exp(X[v_j - 1] * T.float32(0.5)) * T.float32(0.5), T.float32(0.0))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16,), "float32"), Y: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        for i in range(16):
            with T.sblock("Y"):
                v_i = T.axis.spatial(16, i)
                T.reads(X[v_i - 1])
                T.writes(Y[v_i])
                Y[v_i] = T.if_then_else(1 <= v_i, T.exp(X[v_i - 1] * T.float32(0.5)) + T.float32(1.0), T.float32(0.0))
