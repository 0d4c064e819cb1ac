# tir-eqsat padding case rn4_pad_store_then_undef: AFTER
# Rule: A postlude storing 0 into B's padding (5*io+ii >= 13) is followed, with no read between, by one storing T.undef() there (written 13 <= 5*io+ii): the first postlude is overwritten and goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 5), "int32"), B: T.Buffer((3, 5), "int32")):
        for i in range(13):
            B[i // 5, i % 5] = A[i // 5, i % 5] + 1
        for io, ii in T.grid(3, 5):
            if 13 <= 5 * io + ii:
                B[io, ii] = T.undef()
