# tir-eqsat padding case rl4_div_guard_eq: AFTER
# Rule: The guard i // 4 == 2 holds exactly for 8 <= i < 12: range(16) shrinks to range(8, 12).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32")):
        for i in range(8, 12):
            A[i] = i * 3
