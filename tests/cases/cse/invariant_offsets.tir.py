# Constant offsets move into loop-invariant bases where that saves additions in the inner loop:
# `strided` (one offset, a 31-trip loop: `i * 128 + 65` is hoisted) and `two_terms` (two terms
# after the base, one offset); not in `base_used` (the loop computes `i * 128 + j * 2` anyway),
# `few_trips` (three offsets, a 2-trip loop) nor `two_terms_two_offsets` (spread over both
# offsets, the two terms would cost as many additions in the loop as the base shared).
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

    @T.prim_func
    def two_terms(A: T.Buffer((4096,), "int32"), B: T.Buffer((96,), "int32")):
        for i, k in T.grid(8, 12):
            B[i * 12 + k] = A[i * 256 + k % 3 * 16 + k // 3 * 64 + 5]

    @T.prim_func
    def two_terms_two_offsets(A: T.Buffer((4096,), "int32"), B: T.Buffer((96,), "int32")):
        for i, k in T.grid(8, 12):
            B[i * 12 + k] = A[i * 256 + k % 3 * 16 + k // 3 * 64 + 5] + A[i * 256 + k % 3 * 16 + k // 3 * 64 + 7]
