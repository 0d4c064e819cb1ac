# tir-eqsat padding case sc2_nested_then: BEFORE
# Rule: Two consecutive ifs (no else) on i < 12 merge even though the first body is itself a nested if (i >= 4).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            if i < 12:
                if i >= 4:
                    A[i] = 1
            if i < 12:
                B[i] = 2
