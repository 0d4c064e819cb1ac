# tir-eqsat padding case rn2_overwritten_loop_offset: AFTER
# Rule: A loop over range(2, 10) is overwritten by the next loop over all 16 elements, which does not read them.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            A[i] = B[i] - 1
