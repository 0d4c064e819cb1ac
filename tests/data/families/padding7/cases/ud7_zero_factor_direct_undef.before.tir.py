# tir-eqsat padding case ud7_zero_factor_direct_undef: BEFORE
# Rule: T.undef() (a direct call, no let) times j // 4, which is 0 for every j in range(4): 0 * undef is 0, so A[i, j] + T.undef() * (j // 4) is A[i, j].
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 4), "int32"), B: T.Buffer((2, 4), "int32")):
        for i, j in T.grid(2, 4):
            B[i, j] = A[i, j] + T.undef() * (j // 4)
