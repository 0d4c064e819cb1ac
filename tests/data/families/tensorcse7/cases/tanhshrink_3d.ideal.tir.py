# tensor-cse case `tanhshrink_3d` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((4, 8, 16), "float32"), dY: T.Buffer((4, 8, 16), "float32"), t: T.Buffer((4, 8, 16), "float32"), dX: T.Buffer((4, 8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for a, b, d in T.grid(4, 8, 16):
            with T.sblock("dX"):
                v_a, v_b, v_d = T.axis.remap("SSS", [a, b, d])
                T.reads(dY[v_a, v_b, v_d], t[v_a, v_b, v_d])
                T.writes(dX[v_a, v_b, v_d])
                dX[v_a, v_b, v_d] = dY[v_a, v_b, v_d] * (t[v_a, v_b, v_d] * t[v_a, v_b, v_d])

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((4, 8, 16), "float32"), Y: T.Buffer((4, 8, 16), "float32"), t: T.Buffer((4, 8, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for a, b, d in T.grid(4, 8, 16):
            with T.sblock("t"):
                v_a, v_b, v_d = T.axis.remap("SSS", [a, b, d])
                T.reads(X[v_a, v_b, v_d])
                T.writes(t[v_a, v_b, v_d])
                t[v_a, v_b, v_d] = T.tanh(X[v_a, v_b, v_d])
        for a, b, d in T.grid(4, 8, 16):
            with T.sblock("Y"):
                v_a, v_b, v_d = T.axis.remap("SSS", [a, b, d])
                T.reads(X[v_a, v_b, v_d], t[v_a, v_b, v_d])
                T.writes(Y[v_a, v_b, v_d])
                Y[v_a, v_b, v_d] = X[v_a, v_b, v_d] - t[v_a, v_b, v_d]