# tir-eqsat padding case as6_reversed_disjunct_int8_cast: AFTER
# Rule: The padding assumption written with the buffer fact first (A[io, ii] == 0 or 4*io+ii < 14, int8): in a loop over ii in range(2, 4) the reads A[3, ii] are padding, so int32(A[3, ii]) * 7 is 0; the loop over range(2) reads logical elements and stays.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int8"), B: T.Buffer((4,), "int32")):
        for io, ii in T.grid(4, 4):
            T.assume(A[io, ii] == T.int8(0) or 4 * io + ii < 14)

        for ii in range(2, 4):
            B[ii] = 0
        for ii in range(2):
            B[ii] = T.Cast("int32", A[3, ii]) * 7
