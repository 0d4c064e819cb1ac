# A forward selection on a literal bound, Y = T.if_then_else(i < 8, tanh(X), exp(X)), read
# through its then-branch under the backward guard a < 9, which leaves a = 8 to the other
# branch: Y is not the term there. What is common is the branch's own tanh(X), which has a
# value everywhere: a stash of it over the whole domain, which Y then reads too.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 16), "float32"), dY: T.Buffer((16, 16), "float32"), dX: T.Buffer((16, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for a, b in T.grid(16, 16):
            with T.sblock("dX"):
                v_a, v_b = T.axis.remap("SS", [a, b])
                T.reads(dY[v_a, v_b], X[v_a, v_b])
                T.writes(dX[v_a, v_b])
                dX[v_a, v_b] = T.if_then_else(v_a < 9, dY[v_a, v_b] * T.tanh(X[v_a, v_b]), T.float32(0.0))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 16), "float32"), Y: T.Buffer((16, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for i, j in T.grid(16, 16):
            with T.sblock("Y"):
                v_i, v_j = T.axis.remap("SS", [i, j])
                T.reads(X[v_i, v_j])
                T.writes(Y[v_i, v_j])
                Y[v_i, v_j] = T.if_then_else(v_i < 8, T.tanh(X[v_i, v_j]), T.exp(X[v_i, v_j]))
