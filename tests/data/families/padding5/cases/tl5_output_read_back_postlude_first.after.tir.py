# tir-eqsat padding case tl5_output_read_back_postlude_first: AFTER
# Rule: Output B (10,) -> [i//4, i%4] pad 7 that the function reads back (C[i] = B[i] + B[9 - i]): the postlude follows B's write stage, before the consumer; both reads are rewritten; C is untouched.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((10,), "int32"), B: T.Buffer((3, 4), "int32"), C: T.Buffer((10,), "int32")):
        for i in range(10):
            B[i // 4, i % 4] = A[i] + 1
        for io, ii in T.grid(3, 4):
            if 4 * io + ii >= 10:
                B[io, ii] = 7
        for i in range(10):
            C[i] = B[i // 4, i % 4] + B[(9 - i) // 4, (9 - i) % 4]
