# tir-eqsat padding case ho2_not_form_conjunct: BEFORE
# Rule: The conjunct not (i >= 2) of not (i >= 2) and j < 5 does not depend on j: it is hoisted out of the j loop.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 8), "int32")):
        for i, j in T.grid(4, 8):
            if not (i >= 2) and j < 5:
                A[i, j] = i + j
