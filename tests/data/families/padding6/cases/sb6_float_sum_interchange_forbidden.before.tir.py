# tir-eqsat padding case sb6_float_sum_interchange_forbidden: BEFORE
# Rule: A float32 sum over A (3, 4) in column-major order (j outer): putting the loops in A's row-major order reassociates the float sum (not exact: rounding depends on the order), so the interchange is illegal; a refusal also holds.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 4), "float32"), S: T.Buffer((1,), "float32")):
        S[0] = T.float32(0)
        for j, i in T.grid(4, 3):
            S[0] = S[0] + A[i, j]
