# tir-eqsat padding case merge_identical_branches: AFTER
# Rule: An if/else with identical branches becomes its branch.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32):
        for i in range(16):
            A[i] = B[i] + 1
