# tir-eqsat padding case as7_scaled_fact: BEFORE
# Rule: T.assume(0 <= n and n * 2 < 16) bounds n by a scaled comparison (n < 8): n // 8 is 0 and n % 8 is n, so A[n // 8 * 4 + n % 8] is A[n]; the assumption stays.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((1,), "int32"), n: T.int32):
        T.assume(0 <= n and n * 2 < 16)
        B[0] = A[n // 8 * 4 + n % 8]
