# tir-eqsat padding case ud5_let_undef_times_zero_int16: BEFORE
# Rule: An int16 let-bound undef times a term that is 0 for every iteration (i // 8 for i < 6) is 0 (0 * undef is 0): A[i] + x * (i // 8) is A[i]; the let goes once unused.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((6,), "int16"), B: T.Buffer((6,), "int16")):
        x: T.let[T.int16] = T.Cast("int16", T.undef())
        for i in range(6):
            B[i] = A[i] + x * T.Cast("int16", i // 8)
