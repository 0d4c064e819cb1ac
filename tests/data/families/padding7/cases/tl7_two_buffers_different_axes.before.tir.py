# tir-eqsat padding case tl7_two_buffers_different_axes: BEFORE
# Rule: One function, two buffers padded along different axes: input A (6, 5) -> [i, j//4, j%4] (6, 2, 4) pad 0 (assumption), output B (6, 5) -> [i//4, j, i%4] (2, 5, 4) pad 7 (postlude where 4*io+ii >= 6); A is also read reversed (A[i, 4 - j]).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((6, 5), "int32"), B: T.Buffer((6, 5), "int32")):
        for i, j in T.grid(6, 5):
            B[i, j] = A[i, j] + A[i, 4 - j]
