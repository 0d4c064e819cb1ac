# tir-eqsat padding case ob6_float_sum_from_input_forbidden: FORBIDDEN
# Rule: Float row sums that start from an input value (B[i] = C[i]) with A's padding assumed == 0.0: unlike the shared rbto_row_summation (which starts at +0.0), B may be -0.0 (C[i] = -0.0 and -0.0 terms), and -0.0 + 0.0 is +0.0: adding the padding is not a no-op, so the guard must stay.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 4, 4), "float32"), C: T.Buffer((3,), "float32"), B: T.Buffer((3,), "float32")):
        for i, jo, ji in T.grid(3, 4, 4):
            T.assume(4 * jo + ji < 14 or A[i, jo, ji] == T.float32(0))
        for i in range(3):
            B[i] = C[i]
            for jo, ji in T.grid(4, 4):
                B[i] = B[i] + A[i, jo, ji]
