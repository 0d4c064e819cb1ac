# tir-eqsat padding case as7_fact_killed_symbolic_index_forbidden: BEFORE
# Rule: T.assume(A[3] == 0), then a store A[n] = 5 at a symbolic index that may be 3: the fact no longer holds, B[0] = A[3] * 2 may not become 0.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), B: T.Buffer((1,), "int32"), n: T.int32):
        T.assume(A[3] == 0)
        A[n] = 5
        B[0] = A[3] * 2
