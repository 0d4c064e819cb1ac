# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((2,), "int32"), n: T.int32, m: T.int32):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < n or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(4, 4):
            B[0] = B[0] + A[io, ii]
        B[1] = 0
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < m:
                B[1] = B[1] + A[io, ii]
