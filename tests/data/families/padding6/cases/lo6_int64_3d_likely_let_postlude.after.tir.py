# tir-eqsat padding case lo6_int64_3d_likely_let_postlude: AFTER
# Rule: RemoveAssume + RemoveStoreUndef on a 3-d int8 op with int64 loops: the readable-padding assumption nest goes, and so does the postlude whose body is a let p = 4*j+k holding an if T.likely(10 <= p) holding only an int8 T.undef() store (the let, the if and the loops with it).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((T.int64(2), T.int64(3), T.int64(4)), "int8"), B: T.Buffer((T.int64(2), T.int64(3), T.int64(4)), "int8")):
        for i, j, k in T.grid(T.int64(2), T.int64(3), T.int64(4)):
            B[i, j, k] = A[i, j, k] * T.int8(3)
