# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32"), C: T.Buffer((4, 4), "int32")):
        for io, ii in T.grid(4, 4):
            if io >= 1 and io * 4 + ii < 14:
                A[io, ii] = 1
                B[io, ii] = 2
        for io, ii in T.grid(4, 4):
            if io >= 1 and C[io, ii] > 0:
                A[io, ii] = 3
            if io >= 1:
                if C[io, ii] > 0:
                    B[io, ii] = 4
