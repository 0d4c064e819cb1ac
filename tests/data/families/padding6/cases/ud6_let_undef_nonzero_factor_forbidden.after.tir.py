# tir-eqsat padding case ud6_let_undef_nonzero_factor_forbidden: AFTER
# Rule: x * (i // 4) with a let-bound undef x: the factor i // 4 is 1 for i >= 4 (range(8)), so the term is not 0 for every iteration (0 * undef applies only where the factor is 0): A[i] + x * (i // 4) may not become A[i].
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
        x: T.let[T.int32] = T.undef()
        for i in range(8):
            B[i] = A[i] + x * (i // 4)
