# tir-eqsat padding case rl3_inner_only_strict_gt: AFTER
# Rule: Only the inner loop's body is an if (j > 4): j shrinks to range(5, 8), the outer loop keeps its range.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 8), "int32")):
        for i in range(4):
            for j in range(5, 8):
                A[i, j] = i
