# tir-eqsat padding case rn2_guarded_self_store_int8: AFTER
# Rule: A guarded self store (if 4*i+j < 14: A[i, j] = A[i, j], int8) is a no-op: the if goes with it.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int8"), B: T.Buffer((4, 4), "int8")):
        for i, j in T.grid(4, 4):
            B[i, j] = A[i, j] * T.int8(2)
