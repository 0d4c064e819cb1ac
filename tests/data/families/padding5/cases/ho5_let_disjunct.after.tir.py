# tir-eqsat padding case ho5_let_disjunct: AFTER
# Rule: A loop-invariant let (big = n > 4) used as the disjunct of big or i < 2 is hoisted with it: if big the loop runs unguarded, else guarded by i < 2.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), n: T.int32):
        big: T.let[T.bool] = n > 4
        if big:
            for i in range(8):
                A[i] = i * 3
        else:
            for i in range(8):
                if i < 2:
                    A[i] = i * 3
