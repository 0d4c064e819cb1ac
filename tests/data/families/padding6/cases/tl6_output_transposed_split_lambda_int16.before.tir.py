# tir-eqsat padding case tl6_output_transposed_split_lambda_int16: BEFORE
# Rule: Output B (3, 5) int16 with [i, j] -> [j//2, i, j%2] (3, 3, 2) (the split dim moved first) and pad_value lambda jo, i, ji: T.Cast(int16, i * 2 - jo) (a function of the transformed indices; the cast because TVM requires the pad value to have the buffer's dtype): accesses rewritten, postlude where 2*jo+ji >= 5.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 5), "int16"), B: T.Buffer((3, 5), "int16")):
        for i, j in T.grid(3, 5):
            B[i, j] = A[i, j] - T.int16(2)
