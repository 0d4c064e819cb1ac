# tir-eqsat padding case sb2_offset_start_div8: AFTER
# Rule: Loop range(2, 14) over A (2, 8): io, ii loops guarded by 2 <= 8*io+ii < 14, i replaced by 8*io+ii.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 8), "int32")):
        for io, ii in T.grid(2, 8):
            if 2 <= 8 * io + ii and 8 * io + ii < 14:
                A[io, ii] = (8 * io + ii) * 3
