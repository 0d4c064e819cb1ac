# tir-eqsat padding case sb4_offset_start_3x5_int8: AFTER
# Rule: Loop range(4, 13) writing an int8 A[i//5, i%5] (3, 5): io, ii loops with the guard 4 <= 5*io+ii < 13, i replaced by 5*io+ii.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 5), "int8"), B: T.Buffer((15,), "int8")):
        for io, ii in T.grid(3, 5):
            if 4 <= 5 * io + ii and 5 * io + ii < 13:
                A[io, ii] = B[5 * io + ii] + T.int8(1)
