# tir-eqsat padding case merge_identical_no_else: AFTER
# Rule: Two consecutive ifs without else on the same condition merge into one.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            if i < 8:
                A[i] = 1
                B[i] = 2
