# tir-eqsat padding case sc7_and_vs_nested_if: AFTER
# Rule: An if on io >= 1 and 4*io+ii < 14 followed by the same condition written as two nested ifs (if io >= 1: if 4*io+ii < 14:), neither with an else: the conditions are identical, the two merge into one if.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")):
        for io, ii in T.grid(4, 4):
            if io >= 1 and 4 * io + ii < 14:
                A[io, ii] = 1
                B[io, ii] = 2
