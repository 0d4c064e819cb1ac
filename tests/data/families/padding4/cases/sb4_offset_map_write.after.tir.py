# tir-eqsat padding case sb4_offset_map_write: AFTER
# Rule: A loop of 13 writing A[(i+3)//8, (i+3)%8] (offset map, front padding): io, ii loops over A with the guard 3 <= 8*io+ii, i replaced by 8*io+ii-3.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 8), "int32"), B: T.Buffer((13,), "int32")):
        for io, ii in T.grid(2, 8):
            if 3 <= 8 * io + ii:
                A[io, ii] = B[8 * io + ii - 3] * 2
