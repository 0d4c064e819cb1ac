# tir-eqsat padding case ob2_ite_product: AFTER
# Rule: C = if_then_else(8*io+ii >= 13, 0, A * 3) with A's padding assumed 0: in the padding A * 3 is 0, the then value, so the select goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 8), "int32"), C: T.Buffer((2, 8), "int32")):
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii < 13 or A[io, ii] == 0)
        for io, ii in T.grid(2, 8):
            C[io, ii] = A[io, ii] * 3
