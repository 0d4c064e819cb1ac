# tir-eqsat padding case sb2_read_int8_div16: BEFORE
# Rule: Reduction over 27 elements of an int8 A (2, 16) (cast to int32): io, ii loops guarded by 16*io+ii < 27.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 16), "int8"), B: T.Buffer((1,), "int32")):
        B[0] = 0
        for i in range(27):
            B[0] = B[0] + T.Cast("int32", A[i // 16, i % 16])
