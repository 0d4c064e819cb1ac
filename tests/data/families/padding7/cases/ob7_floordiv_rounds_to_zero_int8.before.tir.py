# tir-eqsat padding case ob7_floordiv_rounds_to_zero_int8: BEFORE
# Rule: An int8 input (padding 4*io+ii >= 13 assumed 0) summed as (int32(A) + 1) // 2: in the padding the term is 1 // 2, which is 0, so adding it is a no-op and the guard goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int8"), B: T.Buffer((1,), "int32")):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 13 or A[io, ii] == T.int8(0))
        B[0] = 0

        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 13:
                B[0] = B[0] + (T.Cast("int32", A[io, ii]) + 1) // 2
