# tir-eqsat padding case rno_loop_partial_overwrite_forbidden: BEFORE
# Rule: The second loop writes only 8 of the 16 elements: the first loop is not a no-op.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            A[i] = B[i]
        for i in range(8):
            A[i] = 1
