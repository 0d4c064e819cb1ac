# tir-eqsat padding case as3_assume_inside_if_scope: AFTER
# Rule: An assumption inside an if (0 < n: assume n < 8) holds for the rest of the then-block only: n // 8 -> 0 and n % 8 -> n there, n // 8 after the if stays.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4,), "int32"), n: T.int32):
        if 0 < n:
            T.assume(n < 8)
            A[0] = 0
            A[1] = n
        A[2] = n // 8
