# tir-eqsat padding case ml6_accumulator_read_forbidden: BEFORE
# Rule: The first loop accumulates into S[0], which every iteration writes; the second reads S[0]: merged, B[i] would see the partial sum, so the loops may not merge.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), S: T.Buffer((1,), "int32")):
        S[0] = 0
        for i in range(8):
            S[0] = S[0] + A[i]
        for i in range(8):
            B[i] = A[i] * S[0]
