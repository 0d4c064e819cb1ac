# tir-eqsat padding case ml5_producer_pad_consumer_three: AFTER
# Rule: Three 2-d nests: producer (4*io+ii < 10), its padding loop (4*io+ii >= 10), and an element-wise consumer of all of B: all three merge, and the complementary ifs become one if/else with the consumer after it.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((10,), "int32"), B: T.Buffer((3, 4), "int32"), C: T.Buffer((3, 4), "int32")):
        for io, ii in T.grid(3, 4):
            if 4 * io + ii < 10:
                B[io, ii] = A[4 * io + ii] * 2
            else:
                B[io, ii] = 0
            C[io, ii] = B[io, ii] + 1
