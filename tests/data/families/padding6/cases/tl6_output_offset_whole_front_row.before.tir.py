# tir-eqsat padding case tl6_output_offset_whole_front_row: BEFORE
# Rule: Output B (9,) with the offset map i -> [(i+5)//4, (i+5)%4] (4, 4): the front padding (4*io+ii < 5) is a whole row and one element, the tail 4*io+ii >= 14 two more; pad -7 is written there; the producer reads A in reverse (A[8 - i]).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((9,), "int32"), B: T.Buffer((9,), "int32")):
        for i in range(9):
            B[i] = A[8 - i] + i
