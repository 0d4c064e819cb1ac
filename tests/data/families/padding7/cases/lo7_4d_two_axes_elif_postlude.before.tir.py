# tir-eqsat padding case lo7_4d_two_axes_elif_postlude: BEFORE
# Rule: RemoveAssume + RemoveStoreUndef on a 4-d int8 tile padded along two axes: the readable-padding assumption nest (an and-condition) goes, and so does the postlude written as if / elif, each branch only an int8 T.undef() store (the whole nest with it).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 2, 4, 4), "int8"), B: T.Buffer((2, 2, 4, 4), "int8")):
        for io, jo, ii, ji in T.grid(2, 2, 4, 4):
            T.assume(4 * io + ii < 5 and 4 * jo + ji < 6 or A[io, jo, ii, ji] == T.Cast("int8", T.undef()))
        for io, jo, ii, ji in T.grid(2, 2, 4, 4):
            B[io, jo, ii, ji] = A[io, jo, ii, ji] + T.int8(1)
        for io, jo, ii, ji in T.grid(2, 2, 4, 4):
            if 4 * io + ii >= 5:
                B[io, jo, ii, ji] = T.Cast("int8", T.undef())
            elif 4 * jo + ji >= 6:
                B[io, jo, ii, ji] = T.Cast("int8", T.undef())
