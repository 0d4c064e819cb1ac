# tir-eqsat padding case tl_pad_lambda_self_load: AFTER
# Rule: pad_value reads the transformed buffer itself (lambda io, ii: B[4 * io], pre-transformation index): the padding of row io repeats the row's first element.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((14,), "int32"), B: T.Buffer((4, 4), "int32")):
        for i in range(14):
            B[i // 4, i % 4] = A[i] * 3
        for io, ii in T.grid(4, 4):
            if 4 * io + ii >= 14:
                B[io, ii] = B[io, 0]
