# tir-eqsat padding case ob7_guard_around_inner_loop: BEFORE
# Rule: The guard 4*io+ii < 14 on the outer loops encloses an inner loop over k (B[k] += A[io, ii] * W[k]); A's padding is assumed 0, so every skipped iteration of the k loop adds 0: the guard goes, the k loop stays.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), W: T.Buffer((3,), "int32"), B: T.Buffer((3,), "int32")):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 0)
        for k in range(3):
            B[k] = 0

        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                for k in range(3):
                    B[k] = B[k] + A[io, ii] * W[k]
