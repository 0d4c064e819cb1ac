# tir-eqsat padding case robt_front_pad: AFTER
# Rule: Front padding (io == 0 and ii < 2) overwritten by the padding loop: the reduction skips it.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 8, 3), "int32"), B: T.Buffer((2, 8), "int32")):
        for io, ii in T.grid(2, 8):
            if io != 0 or ii >= 2:
                B[io, ii] = 0
                for k in range(3):
                    B[io, ii] = B[io, ii] + A[io, ii, k]
        for io, ii in T.grid(2, 8):
            if io == 0 and ii < 2:
                B[io, ii] = 7
