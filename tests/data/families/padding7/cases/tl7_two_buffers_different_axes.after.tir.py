# tir-eqsat padding case tl7_two_buffers_different_axes: AFTER
# Rule: One function, two buffers padded along different axes: input A (6, 5) -> [i, j//4, j%4] (6, 2, 4) pad 0 (assumption), output B (6, 5) -> [i//4, j, i%4] (2, 5, 4) pad 7 (postlude where 4*io+ii >= 6); A is also read reversed (A[i, 4 - j]).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((6, 2, 4), "int32"), B: T.Buffer((2, 5, 4), "int32")):
        for i, jo, ji in T.grid(6, 2, 4):
            T.assume(4 * jo + ji < 5 or A[i, jo, ji] == 0)
        for i, j in T.grid(6, 5):
            B[i // 4, j, i % 4] = A[i, j // 4, j % 4] + A[i, (4 - j) // 4, (4 - j) % 4]
        for io, j, ii in T.grid(2, 5, 4):
            if 4 * io + ii >= 6:
                B[io, j, ii] = 7
