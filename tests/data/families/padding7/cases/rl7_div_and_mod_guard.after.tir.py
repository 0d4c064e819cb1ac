# tir-eqsat padding case rl7_div_and_mod_guard: AFTER
# Rule: The guard i // 8 == 1 and i % 8 < 3 holds exactly for 8 <= i < 11: range(32) shrinks to range(8, 11) and the guard goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(B: T.Buffer((32,), "int32")):
        for i in range(8, 11):
            B[i] = i
