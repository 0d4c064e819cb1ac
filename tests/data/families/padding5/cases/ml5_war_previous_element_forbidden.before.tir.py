# tir-eqsat padding case ml5_war_previous_element_forbidden: BEFORE
# Rule: The first loop reads C[i - 1], the second writes C[i]: merged, iteration i would read the C[i - 1] that iteration i - 1 just overwrote, so the loops may not merge.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((8,), "int32")):
        for i in range(1, 8):
            A[i] = C[i - 1] * 2
        for i in range(1, 8):
            C[i] = B[i]
