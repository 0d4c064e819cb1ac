# tir-eqsat padding case tl6_input_let_and_select_uses: BEFORE
# Rule: Input A (11,) -> [i//4, i%4] pad undef, read in a let value (v = A[i + 1]) and in a T.if_then_else (condition and else branch): every access is rewritten, including A[(i + 1) // 4, (i + 1) % 4]; the readable-padding assumption covers 4*io+ii >= 11.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((11,), "int32"), B: T.Buffer((10,), "int32")):
        for i in range(10):
            v: T.let[T.int32] = A[i + 1]
            B[i] = T.if_then_else(A[i] > 0, v, A[i] - v)
