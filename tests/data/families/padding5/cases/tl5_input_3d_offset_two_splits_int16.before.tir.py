# tir-eqsat padding case tl5_input_3d_offset_two_splits_int16: BEFORE
# Rule: Input A (3, 6, 2) int16 with the 3-d map [i, j, k] -> [(i+1)//2, j//4, k, (i+1)%2, j%4] (2, 2, 2, 2, 4) pad 0: an offset split of i (front padding at 2*io+ii == 0) and a plain split of j (tail 4*jo+ji >= 6); assumption 1 <= 2*io+ii and 4*jo+ji < 6 or A == 0 (2*io+ii < 4 always holds).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 6, 2), "int16"), B: T.Buffer((3, 6, 2), "int16")):
        for i, j, k in T.grid(3, 6, 2):
            B[i, j, k] = A[i, j, k] + T.int16(1)
