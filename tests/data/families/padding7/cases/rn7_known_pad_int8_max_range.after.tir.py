# tir-eqsat padding case rn7_known_pad_int8_max_range: AFTER
# Rule: int8 padding assumed 127 (the dtype's maximum; written not (4*io+ii >= 14) or A == 127); after a loop that only reads A, for ii in range(2, 4): A[3, ii] = 127 stores the values those padding elements hold: it goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int8"), B: T.Buffer((14,), "int8")):
        for io, ii in T.grid(4, 4):
            T.assume(not (4 * io + ii >= 14) or A[io, ii] == T.int8(127))
        for i in range(14):
            B[i] = A[i // 4, i % 4]
