# tir-eqsat padding case tl4_internal_pad_lambda_index: BEFORE
# Rule: Internal buffer C (10,) -> [i//3, i%3] (4, 3) with pad_value lambda io, ii: io + ii: the postlude after its write stage stores io + ii where 3*io+ii >= 10; both reads (C[i], C[9 - i]) are rewritten.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((10,), "int32"), B: T.Buffer((10,), "int32")):
        C = T.alloc_buffer((10,), "int32")
        for i in range(10):
            C[i] = A[i] * 3
        for i in range(10):
            B[i] = C[i] + C[9 - i]
