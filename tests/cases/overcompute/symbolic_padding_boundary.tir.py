# The padding boundary is a scalar parameter: `4 * io + ii < n` over the 4x4 grid. The program
# behaves alike for every n <= 0 and for every n >= 16, so the abstract run tries n in -1..=16:
# every element the guard skips is assumed 0, whatever n, and the guard goes. The second nest
# compares with another parameter the assumption says nothing of: its guard stays.
# passes: overcompute
# bind: n=0
# bind: n=7
# bind: n=16
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
            if 4 * io + ii < n:
                B[0] = B[0] + A[io, ii]
        B[1] = 0
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < m:
                B[1] = B[1] + A[io, ii]
