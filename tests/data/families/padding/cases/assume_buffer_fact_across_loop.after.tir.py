# tir-eqsat padding case assume_buffer_fact_across_loop: AFTER
# Rule: T.assume(B[1] == 3) holds across a loop that writes only A: B[1] * 2 becomes 6.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "int32"), B: T.Buffer((2,), "int32")):
        T.assume(B[1] == 3)
        for i in range(8):
            A[i] = A[i] + 6
