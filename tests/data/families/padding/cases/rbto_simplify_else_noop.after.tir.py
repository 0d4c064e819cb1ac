# tir-eqsat padding case rbto_simplify_else_noop: AFTER
# Rule: simplify,remove-no-op: in the else block the assumption gives A[i] == 0, so B += A[i] * 3 adds 0 and the else is removed.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((1,), "int32")):
        for i in range(16):
            T.assume(i < 12 or A[i] == 0)
        B[0] = 0
        for i in range(16):
            if i < 12:
                B[0] = B[0] + A[i] * 2
