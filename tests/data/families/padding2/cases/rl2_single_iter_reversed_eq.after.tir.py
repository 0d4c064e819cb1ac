# tir-eqsat padding case rl2_single_iter_reversed_eq: AFTER
# Rule: range(3, 16) with the guard 5 == i: one iteration, the loop goes and i is replaced by 5.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32")):
        A[5] = 10
