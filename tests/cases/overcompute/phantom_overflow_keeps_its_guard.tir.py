# A guard stays where running its body also where it is false could overflow or fail: the
# padding of A holds any input (only A[0:14] is clamped), so `A[i] * 100000000` and
# `T.shift_left(1, A[i])` keep `i < 14`; `A[i] + 1` over C's padding, assumed 0, goes (the
# padding is overwritten after).
# passes: overcompute
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32"), D: T.Buffer((16,), "int32")):
        for i in range(16):
            T.assume(i < 14 or C[i] == 0)
        for i in range(16):
            if i < 14:
                A[i] = T.min(T.max(A[i], -10), 10)
        for i in range(16):
            if i < 14:
                B[i] = A[i] * 100000000
        for i in range(16):
            if i < 14:
                D[i] = T.shift_left(1, A[i] + 10)
        for i in range(16):
            if i < 14:
                C[i] = C[i] + 1
        for i in range(16):
            if i >= 14:
                B[i] = 0
                C[i] = 0
                D[i] = 0
