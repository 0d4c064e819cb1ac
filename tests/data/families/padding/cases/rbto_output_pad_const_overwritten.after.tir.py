# tir-eqsat padding case rbto_output_pad_const_overwritten: AFTER
# Rule: The producer guard goes because the padding loop overwrites B's padding with 0 before any read; A's padding readable by its undef assumption.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == T.undef())
        for io, ii in T.grid(4, 4):
            B[io, ii] = A[io, ii] * 3
        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                B[io, ii] = 0
