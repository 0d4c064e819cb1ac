# tir-eqsat padding case tl7_seq_output_reverse_read_int16: BEFORE
# Rule: layout,sequential-access on an int16 output B (2, 10) -> [i, j//4, j%4] (2, 3, 4) pad 0, whose producer reads A reversed (A[i, 9 - j]): the j loop is split into jo, ji with the guard 4*jo+ji < 10 and j replaced by 4*jo+ji; the postlude writes 0 where 4*jo+ji >= 10.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 10), "int16"), B: T.Buffer((2, 10), "int16")):
        for i, j in T.grid(2, 10):
            B[i, j] = A[i, 9 - j] + T.int16(1)
