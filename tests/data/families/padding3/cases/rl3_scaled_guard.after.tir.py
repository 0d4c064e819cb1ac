# tir-eqsat padding case rl3_scaled_guard: AFTER
# Rule: The guard 2 * i >= 20 (scaled loop variable) shrinks range(16) to range(10, 16).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32")):
        for i in range(10, 16):
            A[i] = i
