# tir-eqsat padding case tl5_seq_output_front_offset_2d: AFTER
# Rule: layout,sequential-access on an output B (3, 6) -> [i, (j+2)//4, (j+2)%4] (3, 2, 4) pad 0 (front padding only): the compute nest iterates i, jo, ji with the guard 2 <= 4*jo+ji and j replaced by 4*jo+ji-2; the postlude writes 0 where 4*jo+ji < 2.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 6), "int32"), B: T.Buffer((3, 2, 4), "int32")):
        for i, jo, ji in T.grid(3, 2, 4):
            if 2 <= 4 * jo + ji:
                B[i, jo, ji] = A[i, 4 * jo + ji - 2] * 3
        for i, jo, ji in T.grid(3, 2, 4):
            if 4 * jo + ji < 2:
                B[i, jo, ji] = 0
