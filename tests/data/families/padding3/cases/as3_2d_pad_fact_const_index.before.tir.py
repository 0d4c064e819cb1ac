# tir-eqsat padding case as3_2d_pad_fact_const_index: BEFORE
# Rule: The 2-d padding assumption (4*io+ii < 14 or A == -1) gives the values of A[3, 2] and A[3, 3] at constant indices: A[3, 2] + A[3, 3] is -2.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((2,), "int32")):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == -1)
        B[0] = A[3, 2] + A[3, 3]
        B[1] = A[0, 0] + A[3, 3]
