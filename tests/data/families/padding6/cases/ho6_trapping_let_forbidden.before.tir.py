# tir-eqsat padding case ho6_trapping_let_forbidden: BEFORE
# Rule: A loop-invariant let d = 100 // m and its conjunct d > 2 may not be hoisted out of a loop of symbolic extent n: when n == 0 the loop never evaluates 100 // m, and m may then be 0 (the assumption only says n == 0 or m != 0); hoisting would introduce a division by zero.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), n: T.int32, m: T.int32):
        T.assume(n == 0 or m != 0)
        for i in range(n):
            d: T.let[T.int32] = 100 // m
            if d > 2 and i < 3:
                A[i] = d
