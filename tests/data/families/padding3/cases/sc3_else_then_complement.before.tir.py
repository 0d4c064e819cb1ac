# tir-eqsat padding case sc3_else_then_complement: BEFORE
# Rule: An if/else on i < 14 followed by an if (no else) on 14 <= i: the second body joins the first's else.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            if i < 14:
                A[i] = 1
            else:
                A[i] = 2
            if 14 <= i:
                B[i] = 3
