# tir-eqsat padding case rl6_inner_bound_by_outer: AFTER
# Rule: The inner loop's body is if j < 2 * i (a bound invariant in j that depends on the outer variable): j shrinks to range(i * 2) (2*i <= 6 < 8, no min needed); the outer loop keeps its range.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(B: T.Buffer((4, 8), "int32")):
        for i in range(4):
            for j in range(i * 2):
                B[i, j] = i - j
