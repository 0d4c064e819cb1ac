# tensor-cse case `neg_flat_output_index_cost` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float32"), dY: T.Buffer((512,), "float32"), dX: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, j in T.grid(16, 32):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dY[v_n * 32 + v_j], X[v_n, v_j])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = dY[v_n * 32 + v_j] * (T.float32(1.0) - T.tanh(X[v_n, v_j]) * T.tanh(X[v_n, v_j]))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float32"), Y: T.Buffer((512,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for k in range(512):
            with T.sblock("Y"):
                v_k = T.axis.spatial(512, k)
                T.reads(X[v_k // 32, v_k % 32])
                T.writes(Y[v_k])
                Y[v_k] = T.tanh(X[v_k // 32, v_k % 32])