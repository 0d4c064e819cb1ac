# tir-eqsat padding case sc4_if_then_if_else_not_form: AFTER
# Rule: An if without else on not (i >= 12) followed by an if/else on 12 > i (the same condition): the first body joins the second's then branch.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "float16"), B: T.Buffer((16,), "float16")):
        for i in range(16):
            if i < 12:
                A[i] = T.float16(1)
                B[i] = A[i] + T.float16(1)
            else:
                B[i] = T.float16(0)
