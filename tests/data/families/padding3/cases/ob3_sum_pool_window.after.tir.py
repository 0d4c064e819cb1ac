# tir-eqsat padding case ob3_sum_pool_window: AFTER
# Rule: Sum pooling (window 3) over a 1-d input laid out (4, 4) with padding assumed 0: the guard i + f < 14 goes (reads of A[3, 2..3] add 0).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((14,), "int32")):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        for i in range(14):
            B[i] = 0
            for f in range(3):
                B[i] = B[i] + A[(i + f) // 4, (i + f) % 4]
