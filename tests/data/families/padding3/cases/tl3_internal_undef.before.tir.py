# tir-eqsat padding case tl3_internal_undef: BEFORE
# Rule: Internal buffer C (10,) -> (3, 4) with pad_value undef: its write stage is followed by a postlude storing T.undef(); the outputs are unchanged.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((10,), "int32"), B: T.Buffer((10,), "int32")):
        C = T.alloc_buffer((10,), "int32")
        for i in range(10):
            C[i] = A[i] + 1
        for i in range(10):
            B[i] = C[i] * 2
