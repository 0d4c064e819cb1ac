# tir-eqsat padding case sc7_floordiv_off_by_one_forbidden: BEFORE
# Rule: i // 4 < 3 is i < 12, not i < 11: the conditions differ at i == 11, so the two if/else may not merge.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            if i // 4 < 3:
                A[i] = 1
            else:
                A[i] = 2
            if i < 11:
                B[i] = 3
            else:
                B[i] = 4
