# tir-eqsat padding case rl2_symbolic_two_sided: BEFORE
# Rule: Symbolic extent n with the guard 2 <= i < 8: the loop becomes range(2, min(n, 8)) (empty when n <= 2).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), n: T.int32):
        for i in range(n):
            if 2 <= i and i < 8:
                A[i] = i
