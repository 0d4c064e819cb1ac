# tir-eqsat padding case ob5_2d_tile_elementwise_undef: BEFORE
# Rule: Element-wise over a (6, 7) tensor tiled (2, 4, 2, 4): the producer's guard 4*io+ii < 6 and 4*jo+ji < 7 goes, since all of B's padding (either dim) is later stored with T.undef() and A's padding is readable.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 4, 2, 4), "int32"), B: T.Buffer((2, 4, 2, 4), "int32")):
        for io, ii, jo, ji in T.grid(2, 4, 2, 4):
            T.assume(4 * io + ii < 6 and 4 * jo + ji < 7 or A[io, ii, jo, ji] == T.undef())
        for io, ii, jo, ji in T.grid(2, 4, 2, 4):
            if 4 * io + ii < 6 and 4 * jo + ji < 7:
                B[io, ii, jo, ji] = A[io, ii, jo, ji] - 1
        for io, ii, jo, ji in T.grid(2, 4, 2, 4):
            if 4 * io + ii >= 6 or 4 * jo + ji >= 7:
                B[io, ii, jo, ji] = T.undef()
