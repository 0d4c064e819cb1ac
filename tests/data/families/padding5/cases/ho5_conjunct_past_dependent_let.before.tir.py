# tir-eqsat padding case ho5_conjunct_past_dependent_let: BEFORE
# Rule: In if s < 3 and i < 2 under a let s = i + j bound in the j loop, the conjunct i < 2 does not need s: it is hoisted above the j loop; the let and s < 3 stay inside.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32")):
        for i, j in T.grid(4, 4):
            s: T.let[T.int32] = i + j
            if s < 3 and i < 2:
                A[i, j] = s
