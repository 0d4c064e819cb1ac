# The forward computes E = exp(X), then updates its input in place (X = X * 2): the X the
# backward receives is the updated one, so exp(X) there is not E (a buffer read before the
# block that writes it has no definition, and its reads no term). Found by an adversarial
# test (dX differed under TVM on every seed).
@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float32"), dY: T.Buffer((16, 32), "float32"), dX: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        for i, j in T.grid(16, 32):
            with T.sblock("dX"):
                v_i, v_j = T.axis.remap("SS", [i, j])
                T.reads(X[v_i, v_j], dY[v_i, v_j])
                T.writes(dX[v_i, v_j])
                dX[v_i, v_j] = dY[v_i, v_j] * (T.exp(X[v_i, v_j]) / (T.float32(1.0) + T.exp(X[v_i, v_j])))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float32"), Y: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        E = T.sblock_alloc_buffer((16, 32))
        for i, j in T.grid(16, 32):
            with T.sblock("E"):
                v_i, v_j = T.axis.remap("SS", [i, j])
                T.reads(X[v_i, v_j])
                T.writes(E[v_i, v_j])
                E[v_i, v_j] = T.exp(X[v_i, v_j])
        for i, j in T.grid(16, 32):
            with T.sblock("Y"):
                v_i, v_j = T.axis.remap("SS", [i, j])
                T.reads(E[v_i, v_j])
                T.writes(Y[v_i, v_j])
                Y[v_i, v_j] = T.log(T.float32(1.0) + E[v_i, v_j])
        for i, j in T.grid(16, 32):
            with T.sblock("X2"):
                v_i, v_j = T.axis.remap("SS", [i, j])
                T.reads(X[v_i, v_j])
                T.writes(X[v_i, v_j])
                X[v_i, v_j] = X[v_i, v_j] * T.float32(2.0)
