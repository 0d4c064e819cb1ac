# tir-eqsat padding case tl5_two_steps_split_then_transpose: BEFORE
# Rule: Two transform_layout steps on one output B (10,): i -> [i//4, i%4] pad 0 (padding [2, 2], [2, 3]), then [io, ii] -> [ii, io] (no new padding): accesses become B[i % 4, i // 4] and the first step's postlude, rewritten by the second map, still writes 0 into the padding (now [2, 2], [3, 2]).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((10,), "int32"), B: T.Buffer((10,), "int32")):
        for i in range(10):
            B[i] = A[i] * 2
