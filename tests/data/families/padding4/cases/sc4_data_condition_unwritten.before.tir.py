# tir-eqsat padding case sc4_data_condition_unwritten: BEFORE
# Rule: Two if/else on the data-dependent condition A[i] > 0 merge: the bodies write B and C only, never A, so the condition cannot change between them.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((8,), "int32")):
        for i in range(8):
            if A[i] > 0:
                B[i] = A[i]
            else:
                B[i] = 0
            if A[i] > 0:
                C[i] = 1
            else:
                C[i] = B[i] + 2
