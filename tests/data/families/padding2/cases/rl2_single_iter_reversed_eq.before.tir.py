# tir-eqsat padding case rl2_single_iter_reversed_eq: BEFORE
# Rule: range(3, 16) with the guard 5 == i: one iteration, the loop goes and i is replaced by 5.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32")):
        for i in range(3, 16):
            if T.int32(5) == i:
                A[i] = i * 2
