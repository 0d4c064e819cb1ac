# tir-eqsat padding case sc4_div_form_complement: BEFORE
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
            else:
                A[i] = 2
            if i >= 5:
                B[i] = 3
            else:
                B[i] = 4
