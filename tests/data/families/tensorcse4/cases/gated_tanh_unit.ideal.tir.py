# tensor-cse case `gated_tanh_unit` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(A: T.Buffer((16, 32), "float32"), B: T.Buffer((16, 32), "float32"), dY: T.Buffer((16, 32), "float32"), t: T.Buffer((16, 32), "float32"), s: T.Buffer((16, 32), "float32"), Y: T.Buffer((16, 32), "float32"), dA: T.Buffer((16, 32), "float32"), dB: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, j in T.grid(16, 32):
            with T.sblock("dA"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dY[v_n, v_j], s[v_n, v_j], t[v_n, v_j])
                T.writes(dA[v_n, v_j])
                dA[v_n, v_j] = dY[v_n, v_j] * (s[v_n, v_j] * (T.float32(1.0) - t[v_n, v_j] * t[v_n, v_j]))
        for n, j in T.grid(16, 32):
            with T.sblock("dB"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dY[v_n, v_j], Y[v_n, v_j], s[v_n, v_j])
                T.writes(dB[v_n, v_j])
                dB[v_n, v_j] = dY[v_n, v_j] * Y[v_n, v_j] * (T.float32(1.0) - s[v_n, v_j])

    @T.prim_func(s_tir=True)
    def forward(A: T.Buffer((16, 32), "float32"), B: T.Buffer((16, 32), "float32"), Y: T.Buffer((16, 32), "float32"), t: T.Buffer((16, 32), "float32"), s: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, j in T.grid(16, 32):
            with T.sblock("t"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(A[v_n, v_j])
                T.writes(t[v_n, v_j])
                t[v_n, v_j] = T.tanh(A[v_n, v_j])
        for n, j in T.grid(16, 32):
            with T.sblock("s"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(B[v_n, v_j])
                T.writes(s[v_n, v_j])
                s[v_n, v_j] = T.sigmoid(B[v_n, v_j])
        for n, j in T.grid(16, 32):
            with T.sblock("Y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(t[v_n, v_j], s[v_n, v_j])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = t[v_n, v_j] * s[v_n, v_j]