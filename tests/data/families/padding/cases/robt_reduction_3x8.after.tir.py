# tir-eqsat padding case robt_reduction_3x8: AFTER
# Rule: The reduction's writes into B's padding (io == 2 and ii >= 4) are overwritten by the padding loop: those iterations are skipped with a guard.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 8, 4), "int32"), B: T.Buffer((3, 8), "int32")):
        for io, ii in T.grid(3, 8):
            if io < 2 or io == 2 and ii < 4:
                B[io, ii] = 0
                for k in range(4):
                    B[io, ii] = B[io, ii] + A[io, ii, k]
        for io, ii in T.grid(3, 8):
            if io == 2 and ii >= 4:
                B[io, ii] = -1
