# tir-eqsat padding case tl7_input_lambda_pad_int8: AFTER
# Rule: Input A (10,) int8 -> [i//4, i%4] (3, 4) with pad_value lambda io, ii: T.Cast(int8, ii - io), a function of the transformed indices, on an INPUT: the assumption 4*io+ii < 10 or A[io, ii] == int8(ii - io); the read is rewritten.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 4), "int8"), B: T.Buffer((10,), "int32")):
        for io, ii in T.grid(3, 4):
            T.assume(4 * io + ii < 10 or A[io, ii] == T.Cast("int8", ii - io))
        for i in range(10):
            B[i] = T.Cast("int32", A[i // 4, i % 4]) * 3
