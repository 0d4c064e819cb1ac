# tensor-cse case `l2norm_cols` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((32, 16), "float32"), dY: T.Buffer((32, 16), "float32"), nrm: T.Buffer((16,), "float32"), Y: T.Buffer((32, 16), "float32"), dX: T.Buffer((32, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dot = T.sblock_alloc_buffer((16,))
        for j, n in T.grid(16, 32):
            with T.sblock("dot"):
                v_j, v_n = T.axis.remap("SR", [j, n])
                T.reads(dY[v_n, v_j], Y[v_n, v_j])
                T.writes(dot[v_j])
                with T.init():
                    dot[v_j] = T.float32(0.0)
                dot[v_j] = dot[v_j] + dY[v_n, v_j] * Y[v_n, v_j]
        for n, j in T.grid(32, 16):
            with T.sblock("dX"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(dY[v_n, v_j], Y[v_n, v_j], dot[v_j], nrm[v_j])
                T.writes(dX[v_n, v_j])
                dX[v_n, v_j] = (dY[v_n, v_j] - Y[v_n, v_j] * dot[v_j]) / nrm[v_j]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((32, 16), "float32"), Y: T.Buffer((32, 16), "float32"), nrm: T.Buffer((16,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        ss = T.sblock_alloc_buffer((16,))
        for j, n in T.grid(16, 32):
            with T.sblock("ss"):
                v_j, v_n = T.axis.remap("SR", [j, n])
                T.reads(X[v_n, v_j])
                T.writes(ss[v_j])
                with T.init():
                    ss[v_j] = T.float32(0.0)
                ss[v_j] = ss[v_j] + X[v_n, v_j] * X[v_n, v_j]
        for j in range(16):
            with T.sblock("nrm"):
                v_j = T.axis.spatial(16, j)
                T.reads(ss[v_j])
                T.writes(nrm[v_j])
                nrm[v_j] = T.sqrt(ss[v_j] + T.float32(1.0000000000000001e-05))
        for n, j in T.grid(32, 16):
            with T.sblock("Y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j], nrm[v_j])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = X[v_n, v_j] / nrm[v_j]