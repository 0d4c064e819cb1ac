# tir-eqsat padding case tl5_seq_two_buffers_same_map: AFTER
# Rule: layout,sequential-access with two groups, input A (14,) pad 0 and output B (14,) pad undef, both i -> [i//4, i%4]: the assumption loop for A, the element-wise loop split once into io, ii (guard 4*io+ii < 14) serving both buffers, and B's T.undef() postlude.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[io, ii] = A[io, ii] * 2
        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                B[io, ii] = T.undef()
