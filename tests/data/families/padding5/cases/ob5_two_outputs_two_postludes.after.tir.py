# tir-eqsat padding case ob5_two_outputs_two_postludes: AFTER
# Rule: One guarded body writes two outputs B and D; B's padding is later stored with T.undef(), D's overwritten with 0: every extra write is dead, A's padding is readable (undef assumption), so the guard goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 5), "int32"), B: T.Buffer((3, 5), "int32"), D: T.Buffer((3, 5), "int32")):
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or A[io, ii] == T.undef())
        for io, ii in T.grid(3, 5):
            B[io, ii] = A[io, ii] + 1
            D[io, ii] = A[io, ii] * 2
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                B[io, ii] = T.undef()
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                D[io, ii] = 0
