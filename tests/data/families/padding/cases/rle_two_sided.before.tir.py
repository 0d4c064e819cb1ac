# tir-eqsat padding case rle_two_sided: BEFORE
# Rule: A two-sided guard 3 <= i < 9 shrinks range(16) to range(3, 9).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32")):
        for i in range(16):
            if 3 <= i and i < 9:
                A[i] = i * 2
