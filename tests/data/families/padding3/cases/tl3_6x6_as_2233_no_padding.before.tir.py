# tir-eqsat padding case tl3_6x6_as_2233_no_padding: BEFORE
# Rule: B (6, 6) -> [i//3, j//3, i%3, j%3] (2, 2, 3, 3) fills the new shape exactly: accesses rewritten, no padding, so no postlude although pad_value is 0.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((6, 6), "int32"), B: T.Buffer((6, 6), "int32")):
        for i, j in T.grid(6, 6):
            B[i, j] = A[i, j] * 2
