# tir-eqsat padding case rno_known_pad_value: BEFORE
# Rule: Writing the pad value into padding already assumed to hold it (T.assume(4*io+ii < 14 or A == 0)) is a no-op: the postlude goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32")):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                A[io, ii] = 0
