# tir-eqsat padding case rno_overwritten_store_gap: AFTER
# Rule: A store overwritten later in the same body, with an unrelated store (not reading it) between, is a no-op.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32"), C: T.Buffer((4, 4), "int32")):
        for i, j in T.grid(4, 4):
            C[i, j] = A[i, j]
            B[i, j] = A[i, j] * 2
