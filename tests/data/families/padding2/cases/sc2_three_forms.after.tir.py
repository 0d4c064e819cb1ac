# tir-eqsat padding case sc2_three_forms: AFTER
# Rule: Three consecutive if/else with the same condition written i < 14, 14 > i and not (i >= 14) merge into one.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32")):
        for i in range(16):
            if i < 14:
                A[i] = 1
                B[i] = 3
                C[i] = 5
            else:
                A[i] = 2
                B[i] = 4
                C[i] = 6
