# tir-eqsat padding case ob4_let_in_guarded_body: AFTER
# Rule: The guarded body binds v = A[io, ii] * 2 and adds it; A's padding (5*io+ii >= 13) is assumed 0, so v is 0 there and the guard goes (the let stays).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((3, 5), "int32"), B: T.Buffer((1,), "int32")):
        for io, ii in T.grid(3, 5):
            T.assume(5 * io + ii < 13 or A[io, ii] == 0)
        B[0] = 0
        for io, ii in T.grid(3, 5):
            v: T.let[T.int32] = A[io, ii] * 2
            B[0] = B[0] + v
