# tir-eqsat padding case sb6_int64_write_padded: BEFORE
# Rule: A loop of T.int64(14) writing A[i // 4, i % 4] (int64 indices, A (4, 4)): io, ii int64 loops with the guard 4*io+ii < 14, i replaced by io * 4 + ii.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((T.int64(4), T.int64(4)), "int32"), B: T.Buffer((T.int64(14),), "int32")):
        for i in range(T.int64(14)):
            A[i // T.int64(4), i % T.int64(4)] = B[i] * 2
