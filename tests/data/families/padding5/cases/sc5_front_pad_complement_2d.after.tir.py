# tir-eqsat padding case sc5_front_pad_complement_2d: AFTER
# Rule: On a 2x8 grid, 8*io+ii < 3 and io >= 1 or ii >= 3 are complementary (front padding of an offset map): the two if/else merge crosswise.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 8), "int32"), B: T.Buffer((2, 8), "int32")):
        for io, ii in T.grid(2, 8):
            if 8 * io + ii < 3:
                A[io, ii] = 0
                B[io, ii] = 6
            else:
                A[io, ii] = 1
                B[io, ii] = 5
