# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def strided(A: T.Buffer((4096,), "int32"), B: T.Buffer((961,), "int32")):
        for i in range(31):
            cse_v1: T.let[T.int32] = i * 31
            cse_v2: T.let[T.int32] = i * 128 + 65
            for j in range(31):
                B[cse_v1 + j] = A[cse_v2 + j * 2]

    @T.prim_func
    def base_used(A: T.Buffer((4096,), "int32"), B: T.Buffer((961,), "int32")):
        for i in range(31):
            cse_v1: T.let[T.int32] = i * 128
            cse_v2: T.let[T.int32] = i * 31
            for j in range(31):
                cse_v3: T.let[T.int32] = cse_v1 + j * 2
                B[cse_v2 + j] = A[cse_v3] + A[cse_v3 + 65]

    @T.prim_func
    def few_trips(A: T.Buffer((4096,), "int32"), B: T.Buffer((961,), "int32")):
        for i in range(31):
            cse_v1: T.let[T.int32] = i * 128
            cse_v2: T.let[T.int32] = i * 31
            for j in range(2):
                cse_v3: T.let[T.int32] = cse_v1 + j * 2
                B[cse_v2 + j] = A[cse_v3 + 1] + A[cse_v3 + 2] + A[cse_v3 + 3]

    @T.prim_func
    def two_terms(A: T.Buffer((4096,), "int32"), B: T.Buffer((96,), "int32")):
        for i in range(8):
            cse_v1: T.let[T.int32] = i * 12
            cse_v2: T.let[T.int32] = i * 256 + 5
            for k in range(12):
                B[cse_v1 + k] = A[cse_v2 + k // 3 * 64 + k % 3 * 16]

    @T.prim_func
    def two_terms_two_offsets(A: T.Buffer((4096,), "int32"), B: T.Buffer((96,), "int32")):
        for i in range(8):
            cse_v1: T.let[T.int32] = i * 256
            cse_v2: T.let[T.int32] = i * 12
            for k in range(12):
                cse_v3: T.let[T.int32] = cse_v1 + k // 3 * 64 + k % 3 * 16
                B[cse_v2 + k] = A[cse_v3 + 5] + A[cse_v3 + 7]
