# Below 32 bits TVM's LLVM code computes `+ - *` with plain add/sub/mul, which wrap: an int8
# `(A[i] * 2) // 2` is not `A[i]` (A[i] = 100 gives -28), so the rules that need the absence of
# overflow claim int32 and int64 only (before, cse rewrote this to `A[i] + A[i]` and the
# compiled output differed for A[i] >= 64); `(A[i] + 100) - 100` is `A[i]` modulo 256 too.
# passes: cse
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4,), "int8"), B: T.Buffer((4,), "int32"), C: T.Buffer((4,), "int8")):
        for i in range(4):
            B[i] = T.Cast("int32", A[i] + T.int8(1) > A[i])
            C[i] = (A[i] + T.int8(100)) - T.int8(100) + (A[i] * T.int8(2)) // T.int8(2)
