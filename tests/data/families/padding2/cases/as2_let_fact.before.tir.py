# tir-eqsat padding case as2_let_fact: BEFORE
# Rule: A fact about a let-bound variable (m = n * 2, 0 <= m < 8) applies to its uses: m // 8 is 0.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), n: T.int32):
        m: T.let[T.int32] = n * 2
        T.assume(0 <= m and m < 8)
        for i in range(8):
            A[i] = m // 8 + i
