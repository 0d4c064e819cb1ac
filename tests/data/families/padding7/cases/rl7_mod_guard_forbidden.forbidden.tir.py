# tir-eqsat padding case rl7_mod_guard_forbidden: FORBIDDEN
# Rule: The guard i % 4 == 3 holds at 3, 7, 11, 15, not on an interval: the loop may start at 3 but the guard must stay; range(3, 16) without it writes B[4] too.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(B: T.Buffer((16,), "int32")):
        for i in range(3, 16):
            B[i] = 0
