# tir-eqsat padding case rn6_symbolic_loop_stores_held_values: AFTER
# Rule: Over a symbolic range(n), B[i] = A[i] * 2, then a loop that only reads B (writes C), then B[i] = A[i] * 2 again: neither A nor B changed, so every element already holds the stored value and the third loop goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32"), n: T.int32):
        T.assume(0 <= n and n <= 16)
        for i in range(n):
            B[i] = A[i] * 2
        for i in range(n):
            C[i] = B[i] + 1
