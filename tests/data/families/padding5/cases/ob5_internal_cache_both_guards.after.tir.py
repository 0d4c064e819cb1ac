# tir-eqsat padding case ob5_internal_cache_both_guards: AFTER
# Rule: An internal cache C (3, 4) of A (padding readable by its undef assumption) whose padding the function fills with 0: the producer's guard goes (its extra writes land in C's padding, overwritten by the postlude before any read) and so does the consumer's (it adds 0).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 4), "int32"), B: T.Buffer((1,), "int32")):
        for io, ii in T.grid(3, 4):
            T.assume(4 * io + ii < 10 or A[io, ii] == T.undef())
        C = T.alloc_buffer((3, 4), "int32")
        for io, ii in T.grid(3, 4):
            C[io, ii] = A[io, ii] * 3
        for io, ii in T.grid(3, 4):
            if 4 * io + ii >= 10:
                C[io, ii] = 0
        B[0] = 0
        for io, ii in T.grid(3, 4):
            B[0] = B[0] + C[io, ii]
