# tir-eqsat padding case tl7_output_nchw4c_int16: AFTER
# Rule: Output B (2, 6, 3, 3) int16 (NCHW, produced from an NHWC input) with the 4-d map [n, c, h, w] -> [n, c//4, h, w, c%4] (2, 2, 3, 3, 4), pad -1: the store is rewritten, the postlude writes -1 where 4*co+ci >= 6.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 3, 3, 6), "int16"), B: T.Buffer((2, 2, 3, 3, 4), "int16")):
        for n, c, h, w in T.grid(2, 6, 3, 3):
            B[n, c // 4, h, w, c % 4] = A[n, h, w, c] * T.int16(2)
        for n, co, h, w, ci in T.grid(2, 2, 3, 3, 4):
            if 4 * co + ci >= 6:
                B[n, co, h, w, ci] = T.int16(-1)
