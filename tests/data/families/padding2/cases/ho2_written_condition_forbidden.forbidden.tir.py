# tir-eqsat padding case ho2_written_condition_forbidden: FORBIDDEN
# Rule: The condition B[0] > 0 reads a value the loop body writes: it is not loop-invariant and may not be hoisted.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), B: T.Buffer((1,), "int32")):
        if B[0] > 0:
            for i in range(8):
                B[0] = B[0] - 1
                A[i] = i
