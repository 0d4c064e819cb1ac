# tir-eqsat padding case ho4_scalar_disjunct: BEFORE
# Rule: The loop-invariant disjunct n > 3 of n > 3 or i < 2 is hoisted out of the loop: if it holds the loop runs unguarded, else guarded by i < 2.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), n: T.int32):
        for i in range(8):
            if n > 3 or i < 2:
                A[i] = i
