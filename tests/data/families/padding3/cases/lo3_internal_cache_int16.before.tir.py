# tir-eqsat padding case lo3_internal_cache_int16: BEFORE
# Rule: Both lowering transforms on an internal int16 cache (4, 4): its T.undef() padding stores and the readable-padding assumption loop go.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((14,), "int16"), B: T.Buffer((14,), "int16")):
        C = T.alloc_buffer((4, 4), "int16")
        for i in range(14):
            C[i // 4, i % 4] = A[i] * T.int16(2)
        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                C[io, ii] = T.Cast("int16", T.undef())
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or C[io, ii] == T.Cast("int16", T.undef()))
        for i in range(14):
            B[i] = C[i // 4, i % 4]
