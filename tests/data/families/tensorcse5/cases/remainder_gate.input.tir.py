# tensor-cse case `remainder_gate` (input): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(X: T.Buffer((16, 32), "float32"), b: T.Buffer((4,), "float32"), dY: T.Buffer((16, 32), "float32"), dX: T.Buffer((16, 32), "float32"), db: T.Buffer((4,), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, i in T.grid(16, 32):
            with T.sblock("dX"):
                v_n, v_i = T.axis.remap("SS", [n, i])
                T.reads(dY[v_n, v_i], b[v_i % 4])
                T.writes(dX[v_n, v_i])
                dX[v_n, v_i] = dY[v_n, v_i] * T.sigmoid(b[v_i % 4])
        for m, n, t in T.grid(4, 16, 8):
            with T.sblock("db"):
                v_m, v_n, v_t = T.axis.remap("SRR", [m, n, t])
                T.reads(dY[v_n, v_t * 4 + v_m], X[v_n, v_t * 4 + v_m], b[v_m])
                T.writes(db[v_m])
                with T.init():
                    db[v_m] = T.float32(0.0)
                db[v_m] = db[v_m] + dY[v_n, v_t * 4 + v_m] * X[v_n, v_t * 4 + v_m] * (T.sigmoid(b[v_m]) * (T.float32(1.0) - T.sigmoid(b[v_m])))

    @T.prim_func(s_tir=True)
    def forward(X: T.Buffer((16, 32), "float32"), b: T.Buffer((4,), "float32"), Y: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for n, i in T.grid(16, 32):
            with T.sblock("Y"):
                v_n, v_i = T.axis.remap("SS", [n, i])
                T.reads(X[v_n, v_i], b[v_i % 4])
                T.writes(Y[v_n, v_i])
                Y[v_n, v_i] = X[v_n, v_i] * T.sigmoid(b[v_i % 4])