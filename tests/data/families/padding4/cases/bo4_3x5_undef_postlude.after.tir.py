# tir-eqsat padding case bo4_3x5_undef_postlude: AFTER
# Rule: B (3, 5)'s padding (5*io+ii >= 13) is later stored with T.undef(): the compute nest's writes there are dead, so it gets the guard 5*io+ii < 13.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 4), "int32"), B: T.Buffer((3, 5), "int32")):
        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                B[io, ii] = 0
                for f in range(4):
                    B[io, ii] = B[io, ii] + A[io, f] * (ii + f)
        for io, ii in T.grid(3, 5):
            if 5 * io + ii >= 13:
                B[io, ii] = T.undef()
