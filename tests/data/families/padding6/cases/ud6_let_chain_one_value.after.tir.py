# tir-eqsat padding case ud6_let_chain_one_value: AFTER
# Rule: A let chain from one undef (x = T.undef(), y = x * 3) is one value: y - x - x - x is 0, so B[i] = A[i] + (y - x - x - x) is A[i]; both lets go.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
        for i in range(8):
            B[i] = A[i]
