# tir-eqsat padding case bo6_two_outputs_both_overwritten: BEFORE
# Rule: The compute body writes two outputs B and D (D by a reduction over r); one postlude later stores T.undef() into B's padding and a function of the indices into D's: every write of the padding iterations is dead, so the body gets the guard 4*io+ii < 14.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32"), D: T.Buffer((4, 4), "int32")):
        for io, ii in T.grid(4, 4):
            B[io, ii] = A[io, ii] + 1
            D[io, ii] = 0
            for r in range(4):
                D[io, ii] = D[io, ii] + A[io, r] * A[r, ii]

        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                B[io, ii] = T.undef()
                D[io, ii] = io * 10 + ii
