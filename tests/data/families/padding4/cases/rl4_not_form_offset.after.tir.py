# tir-eqsat padding case rl4_not_form_offset: AFTER
# Rule: range(4, 16) with the guard not (i < 10) shrinks to range(10, 16).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int16")):
        for i in range(10, 16):
            A[i] = T.Cast("int16", i)
