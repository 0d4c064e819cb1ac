# tir-eqsat padding case bo7_postlude_reads_logical_element: BEFORE
# Rule: The postlude fills B's padding with the row's first element (B[io, ii] = B[io, 0] where 4*io+ii >= 14, an edge-replicating pad lambda): it reads only B[3, 0], a logical element, so the compute's writes to the padding (B[3, 2], B[3, 3]) are dead and the compute skips them with the guard io != 3 or ii < 2 (cheaper than 4*io+ii < 14: one or two comparisons, no arithmetic).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")):
        for io, ii in T.grid(4, 4):
            B[io, ii] = A[io, ii] * 3
        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                B[io, ii] = B[io, 0]
