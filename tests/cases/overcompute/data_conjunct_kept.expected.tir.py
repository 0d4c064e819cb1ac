# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), C: T.Buffer((4, 4), "int32"), D: T.Buffer((4, 4), "int32"), B: T.Buffer((2,), "int32")):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(4, 4):
            if C[io, ii] > 0:
                B[0] = B[0] + A[io, ii]
        B[1] = 0
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14 and C[io, ii] > 0:
                B[1] = B[1] + D[io, ii]
