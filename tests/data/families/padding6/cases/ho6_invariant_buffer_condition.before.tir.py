# tir-eqsat padding case ho6_invariant_buffer_condition: BEFORE
# Rule: An if/else on C[0] > 0 where C is never written (tirx.noalias): the condition is loop-invariant and is hoisted out of the loop, one loop per branch.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((1,), "int32")):
        T.func_attr({"tirx.noalias": True})
        for i in range(8):
            if C[0] > 0:
                B[i] = A[i]
            else:
                B[i] = 0
