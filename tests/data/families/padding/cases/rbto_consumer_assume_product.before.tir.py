# tir-eqsat padding case rbto_consumer_assume_product: BEFORE
# Rule: A's padding assumed 0: the guard 8*io+ii < 20 of B += A * W can go (0 * W adds 0).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 8), "int32"), W: T.Buffer((3, 8), "int32"), B: T.Buffer((1,), "int32")):
        for io, ii in T.grid(3, 8):
            T.assume(8 * io + ii < 20 or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(3, 8):
            if 8 * io + ii < 20:
                B[0] = B[0] + A[io, ii] * W[io, ii]
