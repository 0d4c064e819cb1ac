# tir-eqsat padding case rn4_self_store_via_let: AFTER
# Rule: A self store through a let (v = A[i]; A[i] = v) is a no-op: it goes, the let's other use stays.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((12,), "int8"), B: T.Buffer((12,), "int8")):
        for i in range(12):
            v: T.let[T.int8] = A[i]
            B[i] = v + T.int8(1)
