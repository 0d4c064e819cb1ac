# tir-eqsat padding case ob4_likely_guard: BEFORE
# Rule: Row sums whose guard is written T.likely(j < 6), A's padding (j >= 6) assumed 0: the likely guard goes like a plain one.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 8), "int32"), B: T.Buffer((3,), "int32")):
        for i, j in T.grid(3, 8):
            T.assume(j < 6 or A[i, j] == 0)
        for i in range(3):
            B[i] = 0
            for j in range(8):
                if T.likely(j < 6):
                    B[i] = B[i] + A[i, j]
