# tir-eqsat padding case rn3_self_store_index_expr: BEFORE
# Rule: A self store through an index expression (A[i // 4 * 4 + i % 4] = A[i]) is a no-op.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            A[i // 4 * 4 + i % 4] = A[i]
            B[i] = A[i] + 1
