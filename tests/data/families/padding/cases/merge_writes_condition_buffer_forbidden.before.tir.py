# tir-eqsat padding case merge_writes_condition_buffer_forbidden: BEFORE
# Rule: The first body writes B[i], which both conditions read: the ifs may not merge.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32")):
        for i in range(16):
            if B[i] > 0:
                B[i] = B[i] - 2
                C[i] = 1
            if B[i] > 0:
                C[i] = 2
