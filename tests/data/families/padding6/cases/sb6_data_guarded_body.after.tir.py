# tir-eqsat padding case sb6_data_guarded_body: AFTER
# Rule: A loop of 14 whose body is a data-dependent if (B[i] > 0) around the write A[i//4, i%4]: io, ii loops with the padding guard 4*io+ii < 14 outside the data condition (whose load B[4*io+ii] would be out of bounds in the padding).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((14,), "int32")):
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                if B[4 * io + ii] > 0:
                    A[io, ii] = B[4 * io + ii]
