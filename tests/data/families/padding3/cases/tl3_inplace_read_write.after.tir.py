# tir-eqsat padding case tl3_inplace_read_write: AFTER
# Rule: A (14,) both read and written in place (A[i] = A[i] + 1), map i -> [i//4, i%4] pad 0: A has a write stage, so it is not an input (RFC: no T.assume); accesses rewritten and the postlude writes 0 into the padding.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32")):
        for i in range(14):
            A[i // 4, i % 4] = A[i // 4, i % 4] + 1
        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                A[io, ii] = 0
