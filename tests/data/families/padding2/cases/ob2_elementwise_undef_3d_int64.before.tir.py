# tir-eqsat padding case ob2_elementwise_undef_3d_int64: BEFORE
# Rule: 3-d int64 element-wise producer: its guard 12*i+4*j+k < 20 goes, the padding it also writes is later stored with T.undef(); A's padding readable by its undef assumption.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 3, 4), "int64"), B: T.Buffer((2, 3, 4), "int64")):
        for i, j, k in T.grid(2, 3, 4):
            T.assume(12 * i + 4 * j + k < 20 or A[i, j, k] == T.Cast("int64", T.undef()))
        for i, j, k in T.grid(2, 3, 4):
            if 12 * i + 4 * j + k < 20:
                B[i, j, k] = A[i, j, k] - T.int64(1)
        for i, j, k in T.grid(2, 3, 4):
            if 12 * i + 4 * j + k >= 20:
                B[i, j, k] = T.Cast("int64", T.undef())
