# tir-eqsat padding case sba_write_padded_3x5: AFTER
# Rule: Loop of 13 over A (3,5) layout: io, ii loops with guard 5*io+ii < 13, i replaced by 5*io+ii.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 5), "int32")):
        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                A[io, ii] = (5 * io + ii) * 2
