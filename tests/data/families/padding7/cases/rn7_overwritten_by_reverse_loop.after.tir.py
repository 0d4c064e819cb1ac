# tir-eqsat padding case rn7_overwritten_by_reverse_loop: AFTER
# Rule: B[i] = 0 for all 16 elements, then a loop that writes every element in reverse (B[15 - i] = A[i] * 2) without reading B: the first loop goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            B[15 - i] = A[i] * 2
