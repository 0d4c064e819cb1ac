# tir-eqsat padding case sb7_reverse_write_padded: AFTER
# Rule: A loop of 14 writing A[(13 - i) // 4, (13 - i) % 4] (reverse order, A (4, 4)): iterated in A's layout, io, ii with the guard 4*io+ii < 14 and i replaced by 13 - (4*io+ii) (each iteration writes its own element, so the order may change).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((14,), "int32")):
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                A[io, ii] = B[13 - (4 * io + ii)]
