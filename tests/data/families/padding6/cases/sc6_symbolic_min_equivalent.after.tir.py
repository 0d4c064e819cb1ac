# tir-eqsat padding case sc6_symbolic_min_equivalent: AFTER
# Rule: For i in range(16), i < n and i < T.min(n, 16) are the same condition (i < 16 always holds): the two ifs merge into one on i < n.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32):
        for i in range(16):
            if i < n:
                A[i] = 1
                B[i] = 2
