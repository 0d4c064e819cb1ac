# tensor-cse case `rope_rotary` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((8, 16), "float32"), pos: T.Buffer((8,), "float32"), freq: T.Buffer((8,), "float32"), dY: T.Buffer((8, 16), "float32"), cos_t: T.Buffer((8, 8), "float32"), sin_t: T.Buffer((8, 8), "float32"), dX: T.Buffer((8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, j in T.grid(8, 16):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dY[v_n, v_j - 1:v_j - 1 + 3], cos_t[v_n, v_j // 2], sin_t[v_n, v_j // 2])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = T.if_then_else(v_j % 2 == 0, dY[v_n, v_j] * cos_t[v_n, v_j // 2] + dY[v_n, v_j + 1] * sin_t[v_n, v_j // 2], dY[v_n, v_j] * cos_t[v_n, v_j // 2] - dY[v_n, v_j - 1] * sin_t[v_n, v_j // 2])

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((8, 16), "float32"), pos: T.Buffer((8,), "float32"), freq: T.Buffer((8,), "float32"), Y: T.Buffer((8, 16), "float32"), cos_t: T.Buffer((8, 8), "float32"), sin_t: T.Buffer((8, 8), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, i in T.grid(8, 8):
            with T.sblock("cos_t"):
                v_n, v_i = T.axis.remap("SS", [n, i])
                T.reads(pos[v_n], freq[v_i])
                T.writes(cos_t[v_n, v_i])
                cos_t[v_n, v_i] = T.cos(pos[v_n] * freq[v_i])
        for n, i in T.grid(8, 8):
            with T.sblock("sin_t"):
                v_n, v_i = T.axis.remap("SS", [n, i])
                T.reads(pos[v_n], freq[v_i])
                T.writes(sin_t[v_n, v_i])
                sin_t[v_n, v_i] = T.sin(pos[v_n] * freq[v_i])
        for n, j in T.grid(8, 16):
            with T.sblock("Y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j - 1:v_j - 1 + 3], cos_t[v_n, v_j // 2], sin_t[v_n, v_j // 2])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = T.if_then_else(v_j % 2 == 0, X[v_n, v_j] * cos_t[v_n, v_j // 2] - X[v_n, v_j + 1] * sin_t[v_n, v_j // 2], X[v_n, v_j - 1] * sin_t[v_n, v_j // 2] + X[v_n, v_j] * cos_t[v_n, v_j // 2])