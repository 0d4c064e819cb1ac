# tir-eqsat padding case rn4_conditional_overwrite_forbidden: BEFORE
# Rule: B[i] = 1 followed by a store to B[i] only under if A[i] > 0: the first store is not overwritten on every path, it is not a no-op.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
        for i in range(8):
            B[i] = 1
            if A[i] > 0:
                B[i] = A[i]
