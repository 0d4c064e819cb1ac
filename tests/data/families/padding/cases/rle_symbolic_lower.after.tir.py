# tir-eqsat padding case rle_symbolic_lower: AFTER
# Rule: Symbolic extent with a lower-bound guard i >= 4: the loop starts at 4 (zero iterations when n <= 4).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), n: T.int32):
        for i in range(4, n):
            A[i - 4] = i
