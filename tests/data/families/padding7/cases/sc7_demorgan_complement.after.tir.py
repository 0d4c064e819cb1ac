# tir-eqsat padding case sc7_demorgan_complement: AFTER
# Rule: An if/else on not (i < 4 or j >= 3) followed by one on i < 4 or 3 <= j: complementary by De Morgan, the second's else joins the first's then and its then the first's else.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8, 4), "int32"), B: T.Buffer((8, 4), "int32")):
        for i, j in T.grid(8, 4):
            if not (i < 4 or j >= 3):
                A[i, j] = 1
                B[i, j] = 4
            else:
                A[i, j] = 2
                B[i, j] = 3
