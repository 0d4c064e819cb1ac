# tir-eqsat padding case as6_boundary_element_not_padding: BEFORE
# Rule: The assumption 4*io+ii < 13 or A == 0 makes A[3, 1], A[3, 2] (13, 14) zero but says nothing of A[3, 0] (12, a logical element): A[3, 0] + A[3, 1] becomes A[3, 0], A[3, 2] * A[2, 3] becomes 0; FORBIDDEN treats A[3, 0] as padding too.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((2,), "int32")):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 13 or A[io, ii] == 0)

        B[0] = A[3, 0] + A[3, 1]
        B[1] = A[3, 2] * A[2, 3]
