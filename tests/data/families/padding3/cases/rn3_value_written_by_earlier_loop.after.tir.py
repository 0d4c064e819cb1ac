# tir-eqsat padding case rn3_value_written_by_earlier_loop: AFTER
# Rule: A loop storing 7 into B[12..15], which an earlier loop set to 7 (only read in between): a store of the value the element holds, the loop goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32")):
        for i in range(16):
            B[i] = 7
        for i in range(16):
            C[i] = B[i] + A[i]
