# tir-eqsat padding case ml3_front_pad_int8: AFTER
# Rule: int8 producer with front padding (3 <= 8*io+ii) and its padding loop (8*io+ii < 3) merge; the complementary ifs become one if/else.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((13,), "int8"), B: T.Buffer((2, 8), "int8")):
        for io, ii in T.grid(2, 8):
            if 3 <= 8 * io + ii:
                B[io, ii] = A[8 * io + ii - 3]
            else:
                B[io, ii] = T.int8(0)
