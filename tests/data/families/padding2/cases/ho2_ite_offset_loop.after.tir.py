# tir-eqsat padding case ho2_ite_offset_loop: AFTER
# Rule: A loop-invariant T.if_then_else condition (3 < n) in a loop range(2, 10) over float16 is hoisted as an if/else of two loops.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((10,), "float16"), B: T.Buffer((10,), "float16"), n: T.int32):
        if 3 < n:
            for i in range(2, 10):
                B[i] = A[i]
        else:
            for i in range(2, 10):
                B[i] = A[i - 2]
