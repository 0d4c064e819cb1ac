# tensor-cse case `complex_exp` (ideal): TVM 0.27 TVMScript, as te.create_prim_func prints it.
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def backward(A: T.Buffer((16, 32), "float32"), T_1: T.Buffer((16, 32), "float32"), dRe: T.Buffer((16, 32), "float32"), dIm: T.Buffer((16, 32), "float32"), Re: T.Buffer((16, 32), "float32"), Im: T.Buffer((16, 32), "float32"), dA: T.Buffer((16, 32), "float32"), dT: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for i, j in T.grid(16, 32):
            with T.sblock("dA"):
                v_i, v_j = T.axis.remap("SS", [i, j])
                T.reads(dRe[v_i, v_j], Re[v_i, v_j], dIm[v_i, v_j], Im[v_i, v_j])
                T.writes(dA[v_i, v_j])
                dA[v_i, v_j] = dRe[v_i, v_j] * Re[v_i, v_j] + dIm[v_i, v_j] * Im[v_i, v_j]
        for i, j in T.grid(16, 32):
            with T.sblock("dT"):
                v_i, v_j = T.axis.remap("SS", [i, j])
                T.reads(dIm[v_i, v_j], Re[v_i, v_j], dRe[v_i, v_j], Im[v_i, v_j])
                T.writes(dT[v_i, v_j])
                dT[v_i, v_j] = dIm[v_i, v_j] * Re[v_i, v_j] - dRe[v_i, v_j] * Im[v_i, v_j]

    @T.prim_func(s_tir=True)
    def forward(A: T.Buffer((16, 32), "float32"), T_1: T.Buffer((16, 32), "float32"), Re: T.Buffer((16, 32), "float32"), Im: T.Buffer((16, 32), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for i, j in T.grid(16, 32):
            with T.sblock("Re"):
                v_i, v_j = T.axis.remap("SS", [i, j])
                T.reads(A[v_i, v_j], T_1[v_i, v_j])
                T.writes(Re[v_i, v_j])
                Re[v_i, v_j] = T.exp(A[v_i, v_j]) * T.cos(T_1[v_i, v_j])
        for i, j in T.grid(16, 32):
            with T.sblock("Im"):
                v_i, v_j = T.axis.remap("SS", [i, j])
                T.reads(A[v_i, v_j], T_1[v_i, v_j])
                T.writes(Im[v_i, v_j])
                Im[v_i, v_j] = T.exp(A[v_i, v_j]) * T.sin(T_1[v_i, v_j])