# tir-eqsat padding case as3_loop_fact_1d_else: BEFORE
# Rule: The RFC's 1-d loop form T.assume(i < 14 or A[i] == 0) gives A[i] == 0 inside a later if i >= 14 (then-branch of an if/else): A[i] * 5 becomes 0, the else stays.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            T.assume(i < 14 or A[i] == 0)
        for i in range(16):
            if i >= 14:
                B[i] = A[i] * 5
            else:
                B[i] = A[i] + 1
