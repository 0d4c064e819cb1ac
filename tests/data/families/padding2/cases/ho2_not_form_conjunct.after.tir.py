# tir-eqsat padding case ho2_not_form_conjunct: AFTER
# Rule: The conjunct not (i >= 2) of not (i >= 2) and j < 5 does not depend on j: it is hoisted out of the j loop.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 8), "int32")):
        for i in range(4):
            if i < 2:
                for j in range(8):
                    if j < 5:
                        A[i, j] = i + j
