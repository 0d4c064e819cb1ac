# tir-eqsat padding case as2_false_offset_loop: BEFORE
# Rule: i < 8 is false for every i of range(8, 16) (non-zero start): compile-time error.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32")):
        for i in range(8, 16):
            T.assume(i < 8)
            A[i] = i
