# Constant offsets move into loop-invariant bases where that saves additions in the inner loop:
# `strided` (one offset, a 31-trip loop: `i * 128 + 65` is hoisted); not in `base_used` (the
# loop computes `i * 128 + j * 2` anyway) nor in `few_trips` (three offsets, a 2-trip loop).
# passes: cse
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def strided(A: T.Buffer((4096,), "int32"), B: T.Buffer((961,), "int32")):
        for i, j in T.grid(31, 31):
            B[i * 31 + j] = A[i * 128 + j * 2 + 65]

    @T.prim_func
    def base_used(A: T.Buffer((4096,), "int32"), B: T.Buffer((961,), "int32")):
        for i, j in T.grid(31, 31):
            B[i * 31 + j] = A[i * 128 + j * 2] + A[i * 128 + j * 2 + 65]

    @T.prim_func
    def few_trips(A: T.Buffer((4096,), "int32"), B: T.Buffer((961,), "int32")):
        for i, j in T.grid(31, 2):
            B[i * 31 + j] = A[i * 128 + j * 2 + 1] + A[i * 128 + j * 2 + 2] + A[i * 128 + j * 2 + 3]
