# tir-eqsat padding case ob4_else_noop_simplify: BEFORE
# Rule: simplify,remove-no-op: in the else of 5*io+ii < 13 the assumption gives A[io, ii] == 0, so B + A * W[ii] adds 0: the else is a self store and goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 5), "int32"), W: T.Buffer((5,), "int32"), B: T.Buffer((1,), "int32")):
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(3, 5):
            if 5 * io + ii < 13:
                B[0] = B[0] + A[io, ii] * 3
            else:
                B[0] = B[0] + A[io, ii] * W[ii]
