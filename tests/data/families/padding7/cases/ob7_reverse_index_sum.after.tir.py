# tir-eqsat padding case ob7_reverse_index_sum: AFTER
# Rule: A reduction reading A[15 - i] under the guard i >= 2 (the skipped i < 2 read A[15], A[14]), A's padding (i >= 14) assumed 0: the skipped terms add 0 * 3, the guard goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((1,), "int32")):
        for i in range(16):
            T.assume(i < 14 or A[i] == 0)
        B[0] = 0

        for i in range(16):
            B[0] = B[0] + A[15 - i] * 3
