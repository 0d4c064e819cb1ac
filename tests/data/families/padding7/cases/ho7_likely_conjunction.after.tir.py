# tir-eqsat padding case ho7_likely_conjunction: AFTER
# Rule: A guard T.likely(i < 3 and j < 6): the conjunct i < 3 does not depend on j and is hoisted out of the j loop (kept likely); j < 6 stays inside.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 8), "int32"), B: T.Buffer((4, 8), "int32")):
        for i in range(4):
            if T.likely(i < 3):
                for j in range(8):
                    if T.likely(j < 6):
                        B[i, j] = A[i, j]
