# tir-eqsat padding case ob5_ite_pad_five_int8: AFTER
# Rule: int8 C = if_then_else(4*io+ii >= 14, 5, A) with A's padding assumed 5 (the pad value the select writes): in the padding A is already 5, so the select goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int8"), C: T.Buffer((4, 4), "int8")):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == T.int8(5))
        for io, ii in T.grid(4, 4):
            C[io, ii] = A[io, ii]
