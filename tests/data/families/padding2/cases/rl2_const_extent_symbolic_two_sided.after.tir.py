# tir-eqsat padding case rl2_const_extent_symbolic_two_sided: AFTER
# Rule: Constant extent 16 with the two-sided guard 2 <= i < n: the loop becomes range(2, min(n, 16)) and no guard is left.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), n: T.int32):
        for i in range(2, T.min(n, 16)):
            A[i] = i
