# tir-eqsat padding case lo5_undef_and_assume_in_else_under_let: BEFORE
# Rule: RemoveAssume + RemoveStoreUndef: the readable-padding assumption loop goes, and so does an else branch (under a let p = 4*io+ii) that holds only a T.undef() store and an assumption on p; the let and the if stay.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 4), "int32"), B: T.Buffer((3, 4), "int32")):
        for io, ii in T.grid(3, 4):
            T.assume(4 * io + ii < 10 or A[io, ii] == T.undef())
        for io, ii in T.grid(3, 4):
            p: T.let[T.int32] = 4 * io + ii
            if p < 10:
                B[io, ii] = A[io, ii] + 1
            else:
                B[io, ii] = T.undef()
                T.assume(p >= 10)
