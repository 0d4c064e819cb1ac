# tir-eqsat padding case tl_input_front_offset: BEFORE
# Rule: Input A (13,) with map (i + 3) // 8, (i + 3) % 8 and pad -1: the assumption covers the front padding (8*io+ii < 3) and the tail (8*io+ii >= 16).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((13,), "int32"), B: T.Buffer((13,), "int32")):
        for i in range(13):
            B[i] = A[i] + 5
