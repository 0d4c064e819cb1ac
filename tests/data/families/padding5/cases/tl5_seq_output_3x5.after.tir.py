# tir-eqsat padding case tl5_seq_output_3x5: AFTER
# Rule: layout,sequential-access on an output B (13,) -> [i//5, i%5] (3, 5) pad -1: the compute loop is rewritten to iterate B's layout (io, ii with guard 5*io+ii < 13, i replaced by 5*io+ii) and the postlude writes -1 where 5*io+ii >= 13.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((13,), "int32"), B: T.Buffer((3, 5), "int32")):
        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                B[io, ii] = A[5 * io + ii] * 3 + 1
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                B[io, ii] = -1
