# tir-eqsat padding case rbto_elementwise_undef_float: AFTER
# Rule: Element-wise producer guard (8*io+ii < 13) goes: the padding it also writes is later stored with T.undef(); A's padding is readable (undef assumption).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 8), "float32"), B: T.Buffer((2, 8), "float32")):
        for io, ii in T.grid(2, 8):
            T.assume(8 * io + ii < 13 or A[io, ii] == T.Cast("float32", T.undef()))
        for io, ii in T.grid(2, 8):
            B[io, ii] = A[io, ii] + T.float32(1.0)
        for io, ii in T.grid(2, 8):
            if 8 * io + ii >= 13:
                B[io, ii] = T.Cast("float32", T.undef())
