# tir-eqsat padding case rn2_known_value_killed_forbidden: BEFORE
# Rule: B[0] == 0 is assumed, but B[0] = A[0] changes it: the later B[0] = 0 is not a no-op.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4,), "int32"), B: T.Buffer((1,), "int32")):
        T.assume(B[0] == 0)
        B[0] = A[0]
        B[0] = 0
