# tir-eqsat padding case tl_pad_lambda_indices: BEFORE
# Rule: pad_value a function of the transformed indices (lambda io, ii: io * 10 + ii): the postlude stores it.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((14,), "int32"), B: T.Buffer((14,), "int32")):
        for i in range(14):
            B[i] = A[i] - 2
