# tir-eqsat padding case rn5_overwritten_by_two_loops: AFTER
# Rule: A loop storing 0 into all of B is overwritten by the next two loops together (B[0..8) and B[8..16)), neither of which reads B: the first loop goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(8):
            B[i] = A[i] + 1
        for i in range(8, 16):
            B[i] = A[i] - 1
