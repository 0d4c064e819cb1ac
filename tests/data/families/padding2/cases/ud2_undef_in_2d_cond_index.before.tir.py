# tir-eqsat padding case ud2_undef_in_2d_cond_index: BEFORE
# Rule: T.undef() in the second index of a 2-d load inside an if condition: ill-formed.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4,), "int32")):
        for i in range(4):
            if A[i, T.undef()] > 0:
                B[i] = 1
