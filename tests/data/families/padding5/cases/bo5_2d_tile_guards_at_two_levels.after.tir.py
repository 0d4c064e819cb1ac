# tir-eqsat padding case bo5_2d_tile_guards_at_two_levels: AFTER
# Rule: A (6, 7) output tiled (2, 4, 2, 4) whose padding in either dim is later stored with T.undef(): the element-wise nest gets the guard 4*io+ii < 6 and 4*jo+ji < 7, each conjunct placed above the loops it does not depend on (4*io+ii < 6 above jo, ji).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 4, 2, 4), "int32"), B: T.Buffer((2, 4, 2, 4), "int32")):
        for io, ii in T.grid(2, 4):
            if 4 * io + ii < 6:
                for jo, ji in T.grid(2, 4):
                    if 4 * jo + ji < 7:
                        B[io, ii, jo, ji] = A[io, ii, jo, ji] + 1

        for io, ii, jo, ji in T.grid(2, 4, 2, 4):
            if 4 * io + ii >= 6 or 4 * jo + ji >= 7:
                B[io, ii, jo, ji] = T.undef()
