# tir-eqsat padding case rn5_known_pad_range_store: BEFORE
# Rule: B's padding is set to 0 by a guarded postlude; after a loop that only reads B (and writes A), a loop for ii in range(2, 4): B[2, ii] = 0 stores the values those elements hold: it goes.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((10,), "int32"), B: T.Buffer((3, 4), "int32")):
        for i in range(10):
            B[i // 4, i % 4] = A[i]
        for io, ii in T.grid(3, 4):
            if 4 * io + ii >= 10:
                B[io, ii] = 0
        for i in range(10):
            A[i] = B[i // 4, i % 4] * 2
        for ii in range(2, 4):
            B[2, ii] = 0
