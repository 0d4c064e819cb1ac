# tir-eqsat padding case bo3_2d_postlude_range_loop: AFTER
# Rule: The padding of B (4, 4) is overwritten by a loop for ii in range(2, 4): B[3, ii] = 0 (a range, no if): the compute nest (a row reduction per element) gets the guard io < 3 or io == 3 and ii < 2.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")):
        for io, ii in T.grid(4, 4):
            if io < 3 or io == 3 and ii < 2:
                B[io, ii] = 0
                for f in range(4):
                    B[io, ii] = B[io, ii] + A[io, f] * (ii + 1)
        for ii in range(2, 4):
            B[3, ii] = 0
