# tir-eqsat padding case ob4_two_inputs_int8_add_sub: AFTER
# Rule: Two int8 inputs, both with padding assumed 0 (two assumption loops): B = B + int32(A) - int32(C) adds 0 and subtracts 0 in the padding, the guard 4*jo+ji < 11 goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 3, 4), "int8"), C: T.Buffer((4, 3, 4), "int8"), B: T.Buffer((4,), "int32")):
        for i, jo, ji in T.grid(4, 3, 4):
            T.assume(4 * jo + ji < 11 or A[i, jo, ji] == T.int8(0))
        for i, jo, ji in T.grid(4, 3, 4):
            T.assume(4 * jo + ji < 11 or C[i, jo, ji] == T.int8(0))
        for i in range(4):
            B[i] = 0
            for jo, ji in T.grid(3, 4):
                B[i] = B[i] + T.Cast("int32", A[i, jo, ji]) - T.Cast("int32", C[i, jo, ji])
