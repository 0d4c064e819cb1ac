# tir-eqsat padding case ob3_min_reduce_int16_max_pad: BEFORE
# Rule: Row-wise int16 min-reduction with A's padding (column j == 3) assumed 32767, the identity of min: the guard goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int16"), B: T.Buffer((4,), "int16")):
        for i, j in T.grid(4, 4):
            T.assume(j < 3 or A[i, j] == T.int16(32767))
        for i in range(4):
            B[i] = T.int16(32767)
            for j in range(4):
                if j < 3:
                    B[i] = T.min(B[i], A[i, j])
