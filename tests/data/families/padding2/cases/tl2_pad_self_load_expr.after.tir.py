# tir-eqsat padding case tl2_pad_self_load_expr: AFTER
# Rule: pad_value an expression reading the buffer itself (lambda io, ii: B[19] * 2, pre-transformation index) on (20,) -> (3, 8): the postlude stores B[2, 3] * 2.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((20,), "int32"), B: T.Buffer((3, 8), "int32")):
        for i in range(20):
            B[i // 8, i % 8] = A[i] - 1
        for io, ii in T.grid(3, 8):
            if 8 * io + ii >= 20:
                B[io, ii] = B[2, 3] * 2
