# tensor-cse case `global_l2norm_0d` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float32"), dY: T.Buffer((16, 32), "float32"), nrm: T.Buffer((), "float32"), Y: T.Buffer((16, 32), "float32"), dX: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dot = T.sblock_alloc_buffer(())
        for i, j in T.grid(16, 32):
            with T.sblock("dot"):
                v_i, v_j = T.axis.remap("RR", [i, j])
                T.reads(dY[v_i, v_j], Y[v_i, v_j])
                T.writes(dot[()])
                with T.init():
                    dot[()] = T.float32(0.0)
                dot[()] = dot[()] + dY[v_i, v_j] * Y[v_i, v_j]
        for n, k in T.grid(16, 32):
            with T.sblock("dX"):
                v_n, v_k = T.axis.remap("SS", [n, k])
                T.reads(dY[v_n, v_k], Y[v_n, v_k], dot[()], nrm[()])
                T.writes(dX[v_n, v_k])
                dX[v_n, v_k] = (dY[v_n, v_k] - Y[v_n, v_k] * dot[()]) / nrm[()]

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float32"), Y: T.Buffer((16, 32), "float32"), nrm: T.Buffer((), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        ss = T.sblock_alloc_buffer(())
        for i, j in T.grid(16, 32):
            with T.sblock("ss"):
                v_i, v_j = T.axis.remap("RR", [i, j])
                T.reads(X[v_i, v_j])
                T.writes(ss[()])
                with T.init():
                    ss[()] = T.float32(0.0)
                ss[()] = ss[()] + X[v_i, v_j] * X[v_i, v_j]
        with T.sblock("nrm"):
            vi = T.axis.spatial(1, 0)
            T.reads(ss[()])
            T.writes(nrm[()])
            nrm[()] = T.sqrt(ss[()] + T.float32(1.0000000000000001e-05))
        for n, j in T.grid(16, 32):
            with T.sblock("Y"):
                v_n, v_j = T.axis.remap("SS", [n, j])
                T.reads(X[v_n, v_j], nrm[()])
                T.writes(Y[v_n, v_j])
                Y[v_n, v_j] = X[v_n, v_j] / nrm[()]