# tir-eqsat padding case rle_symbolic_guard: BEFORE
# Rule: Constant extent with a symbolic guard i < n: the extent becomes min(n, 16).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), n: T.int32):
        for i in range(16):
            if i < n:
                A[i] = i
