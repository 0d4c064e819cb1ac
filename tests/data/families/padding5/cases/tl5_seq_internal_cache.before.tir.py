# tir-eqsat padding case tl5_seq_internal_cache: BEFORE
# Rule: layout,sequential-access on an internal cache C (10,) -> [i//4, i%4] pad 0: both loops that access C iterate its layout (io, ii, guard 4*io+ii < 10, i replaced by 4*io+ii), and the postlude after the write stage stores 0 into C's padding.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((10,), "int32"), B: T.Buffer((10,), "int32")):
        C = T.alloc_buffer((10,), "int32")
        for i in range(10):
            C[i] = A[i] * 2
        for i in range(10):
            B[i] = C[i] + 1
