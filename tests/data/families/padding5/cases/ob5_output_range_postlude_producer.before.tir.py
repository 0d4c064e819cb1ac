# tir-eqsat padding case ob5_output_range_postlude_producer: BEFORE
# Rule: The output's padding (B[2, 3], B[2, 4]) is overwritten by a loop for ii in range(3, 5): B[2, ii] = 0 (a range, no if); A's padding is readable: the producer's guard 5*io+ii < 13 goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 5), "int32"), B: T.Buffer((3, 5), "int32")):
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or A[io, ii] == T.undef())
        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                B[io, ii] = A[io, ii] * 2
        for ii in range(3, 5):
            B[2, ii] = 0
