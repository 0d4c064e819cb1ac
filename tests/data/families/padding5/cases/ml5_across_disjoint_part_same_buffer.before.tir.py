# tir-eqsat padding case ml5_across_disjoint_part_same_buffer: BEFORE
# Rule: Producer A[0..8) and consumer B[i] = A[i] * 2 merge across a loop that writes A[8..16): it touches the same buffer but neither loop's elements.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((8,), "int32")):
        for i in range(8):
            A[i] = C[i] + 1
        for i in range(8, 16):
            A[i] = 0
        for i in range(8):
            B[i] = A[i] * 2
