# tir-eqsat padding case as4_two_assumes_combined_int16: BEFORE
# Rule: Two separate assumptions (n >= 2, then n < 10) on an int16 scalar combine: (n - 2) // 8 is 0, n % 10 is n, the if n > 1 keeps only its then branch, max(n, 1) is n.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3,), "int16"), n: T.int16):
        T.assume(n >= T.int16(2))
        T.assume(n < T.int16(10))
        A[0] = (n - T.int16(2)) // T.int16(8)
        if n > T.int16(1):
            A[1] = n % T.int16(10)
        else:
            A[1] = T.int16(0)
        A[2] = T.max(n, T.int16(1))
