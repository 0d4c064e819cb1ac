# tir-eqsat padding case ob5_int8_rows_two_guard_kinds: AFTER
# Rule: Row sums (int8 cast to int32) of a (7, 5) input laid out (2, 4, 2, 4): the inner guard 4*ko+ki < 5 goes because A's k-padding is assumed 0, the outer 4*io+ii < 7 because B's padding is later stored with T.undef().
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 4, 2, 4), "int8"), B: T.Buffer((2, 4), "int32")):
        for io, ii, ko, ki in T.grid(2, 4, 2, 4):
            T.assume(4 * ko + ki < 5 or A[io, ii, ko, ki] == T.int8(0))
        for io, ii in T.grid(2, 4):
            B[io, ii] = 0
            for ko, ki in T.grid(2, 4):
                B[io, ii] = B[io, ii] + T.Cast("int32", A[io, ii, ko, ki])
        for io, ii in T.grid(2, 4):
            if 4 * io + ii >= 7:
                B[io, ii] = T.undef()
