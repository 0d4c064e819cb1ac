# tir-eqsat padding case bo7_postlude_reads_padding_forbidden: FORBIDDEN
# Rule: The postlude writes B[3, 2] = B[3, 3] + 1 before it overwrites B[3, 3]: it reads the compute's write to the padding element B[3, 3], so not every padding write is dead and the guard 4*io+ii < 14 may not be introduced.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")):
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[io, ii] = A[io, ii] * 3
        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                B[io, ii] = B[3, 3] + 1
