# tir-eqsat padding case ob4_sub_reduce_int64: BEFORE
# Rule: int64 reduction by subtraction (B = B - A) from 100, padding (5*jo+ji >= 12) assumed 0: subtracting 0 is a no-op, the guard goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 3, 5), "int64"), B: T.Buffer((2,), "int64")):
        for i, jo, ji in T.grid(2, 3, 5):
            T.assume(5 * jo + ji < 12 or A[i, jo, ji] == T.int64(0))
        for i in range(2):
            B[i] = T.int64(100)
            for jo, ji in T.grid(3, 5):
                if 5 * jo + ji < 12:
                    B[i] = B[i] - A[i, jo, ji]
