# tir-eqsat padding case as6_symbolic_extent_transitive: AFTER
# Rule: T.assume(16 > n and n >= 1) (reversed comparison) bounds the symbolic extent: inside for i in range(n), i < n < 16, so i % 16 is i and i // 16 is 0: B[i % 16 + i // 16 * 3] = A[i] + i // 16 becomes B[i] = A[i]; the user's assumption stays.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32):
        T.assume(16 > n and n >= 1)
        for i in range(n):
            B[i] = A[i]
