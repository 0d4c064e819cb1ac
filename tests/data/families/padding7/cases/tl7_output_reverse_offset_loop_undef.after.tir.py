# tir-eqsat padding case tl7_output_reverse_offset_loop_undef: AFTER
# Rule: Output B (11,) written in reverse from a loop starting at 1 (B[11 - i] for i in range(1, 11)) and then B[0] -> [i//4, i%4] (3, 4) pad undef: the reverse index becomes B[(11 - i) // 4, (11 - i) % 4], the constant one B[0, 0], and the postlude after the last write stores T.undef() where 4*io+ii >= 11.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((11,), "int32"), B: T.Buffer((3, 4), "int32")):
        for i in range(1, 11):
            B[(11 - i) // 4, (11 - i) % 4] = A[i] * 2
        B[0, 0] = A[0]
        for io, ii in T.grid(3, 4):
            if 4 * io + ii >= 11:
                B[io, ii] = T.undef()
