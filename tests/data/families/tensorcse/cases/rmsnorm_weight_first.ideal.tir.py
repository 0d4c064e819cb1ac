# tensor-cse case `rmsnorm_weight_first` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float32"), gamma: T.Buffer((32,), "float32"), dY: T.Buffer((16, 32), "float32"), Y: T.Buffer((16, 32), "float32"), std: T.Buffer((16,), "float32"), dX: T.Buffer((16, 32), "float32"), dgamma: T.Buffer((32,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dot = T.sblock_alloc_buffer((16,))
        for n, d in T.grid(16, 32):
            with T.sblock("dot"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(dY[v_n, v_d], Y[v_n, v_d])
                T.writes(dot[v_n])
                with T.init():
                    dot[v_n] = T.float32(0.0)
                dot[v_n] = dot[v_n] + dY[v_n, v_d] * Y[v_n, v_d]
        for n, j in T.grid(16, 32):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dY[v_n, v_j], gamma[v_j], X[v_n, v_j], dot[v_n], std[v_n])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = (dY[v_n, v_j] * gamma[v_j] - X[v_n, v_j] * (dot[v_n] / (T.float32(32.0) * std[v_n]))) / std[v_n]
        for j, n in T.grid(32, 16):
            with T.sblock("dgamma"):
                v_j, v_n = T.axis.remap("SR", [j, n])
                T.reads(dY[v_n, v_j], X[v_n, v_j], std[v_n])
                T.writes(dgamma[v_j])
                with T.init():
                    dgamma[v_j] = T.float32(0.0)
                dgamma[v_j] = dgamma[v_j] + dY[v_n, v_j] * (X[v_n, v_j] / std[v_n])

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float32"), gamma: T.Buffer((32,), "float32"), Y: T.Buffer((16, 32), "float32"), std: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        ss = T.sblock_alloc_buffer((16,))
        for n, d in T.grid(16, 32):
            with T.sblock("ss"):
                v_n, v_d = T.axis.remap("SR", [n, d])
                T.reads(X[v_n, v_d])
                T.writes(ss[v_n])
                with T.init():
                    ss[v_n] = T.float32(0.0)
                ss[v_n] = ss[v_n] + X[v_n, v_d] * X[v_n, v_d]
        for n in range(16):
            with T.sblock("std"):
                v_n = T.axis.spatial(16, n)
                T.reads(ss[v_n])
                T.writes(std[v_n])
                std[v_n] = T.sqrt(ss[v_n] / T.float32(32.0) + T.float32(1.0000000000000001e-05))
        for n, j in T.grid(16, 32):
            with T.sblock("Y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j], gamma[v_j], std[v_n])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = X[v_n, v_j] * gamma[v_j] / std[v_n]