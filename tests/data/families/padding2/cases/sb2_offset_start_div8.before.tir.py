# tir-eqsat padding case sb2_offset_start_div8: BEFORE
# Rule: Loop range(2, 14) over A (2, 8): io, ii loops guarded by 2 <= 8*io+ii < 14, i replaced by 8*io+ii.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 8), "int32")):
        for i in range(2, 14):
            A[i // 8, i % 8] = i * 3
