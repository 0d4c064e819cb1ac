# tir-eqsat padding case assume_mod_range: BEFORE
# Rule: T.assume(0 <= n < 16) makes n % 16 equal n in the statements that follow.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), n: T.int32):
        T.assume(0 <= n and n < 16)
        for i in range(8):
            A[i] = n % 16 + i
