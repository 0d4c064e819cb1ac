# The forward block binds v_i = T.axis.spatial(8, i // 2): it runs at rows 0..3 only (twice
# each) and leaves rows 4..7 of Y unwritten, so Y is not tanh(X) there and is not handed over.
# Found by an adversarial test (32 NaN outputs).
@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((8, 8), "float32"), dY: T.Buffer((8, 8), "float32"), dX: T.Buffer((8, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        for i, j in T.grid(8, 8):
            with T.sblock("dX"):
                v_i, v_j = T.axis.remap("SS", [i, j])
                T.reads(dY[v_i, v_j], X[v_i, v_j])
                T.writes(dX[v_i, v_j])
                dX[v_i, v_j] = dY[v_i, v_j] * (T.float32(1.0) - T.tanh(X[v_i, v_j]) * T.tanh(X[v_i, v_j]))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((8, 8), "float32"), Y: T.Buffer((8, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        for i, j in T.grid(8, 8):
            with T.sblock("Y"):
                v_i = T.axis.spatial(8, i // 2)
                v_j = T.axis.spatial(8, j)
                T.reads(X[v_i, v_j])
                T.writes(Y[v_i, v_j])
                Y[v_i, v_j] = T.tanh(X[v_i, v_j])
