# tir-eqsat padding case ml2_producer_pad_int64: BEFORE
# Rule: int64 producer and padding loop on 3x8 (8*io+ii < 20 / 20 <= 8*io+ii) merge, then the complementary ifs become one if/else.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 8), "int64")):
        for io, ii in T.grid(3, 8):
            if 8 * io + ii < 20:
                A[io, ii] = T.Cast("int64", 8 * io + ii)
        for io, ii in T.grid(3, 8):
            if 20 <= 8 * io + ii:
                A[io, ii] = T.int64(-1)
