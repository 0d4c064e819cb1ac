# tir-eqsat padding case merge_complementary_symbolic: AFTER
# Rule: i < n and n <= i are complementary (symbolic n): the second's else joins the first's then.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32):
        for i in range(16):
            if i < n:
                A[i] = 1
                B[i] = 4
            else:
                A[i] = 2
                B[i] = 3
