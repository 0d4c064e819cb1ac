# tir-eqsat padding case ob7_max_from_zero_zero_pad: BEFORE
# Rule: An int32 max-reduction that starts at 0 (max-pool after a ReLU) with A's padding assumed 0: 0 is not the dtype's minimum, but B[0] starts at 0 and max never decreases it, so T.max(B[0], 0) is B[0] in every padding iteration; the guard goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        B[0] = 0

        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                B[0] = T.max(B[0], A[io, ii])
