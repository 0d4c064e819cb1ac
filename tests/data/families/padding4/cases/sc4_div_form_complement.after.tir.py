# tir-eqsat padding case sc4_div_form_complement: AFTER
# Rule: (i + 3) // 8 == 0 and i >= 5 are complementary for 0 <= i < 13 (the offset map's block index): the two if/else merge crosswise.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((13,), "int32"), B: T.Buffer((13,), "int32")):
        for i in range(13):
            if (i + 3) // 8 == 0:
                A[i] = 1
                B[i] = 4
            else:
                A[i] = 2
                B[i] = 3
