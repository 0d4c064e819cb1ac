# tir-eqsat padding case as4_front_pad_fact_in_loop: BEFORE
# Rule: Front padding assumed 7 (8*io+ii >= 3 or A == 7, the form of an offset map (i+3)//8): inside a loop over ii in range(3) the read A[0, ii] is 7, so B[ii] = 14; the loop over range(3, 8) reads logical elements and stays.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 8), "int32"), B: T.Buffer((8,), "int32")):
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii >= 3 or A[io, ii] == 7)
        for ii in range(3):
            B[ii] = A[0, ii] * 2
        for ii in range(3, 8):
            B[ii] = A[0, ii] * 2
