# `T.likely(i < 3 and j < 6)` inside the j loop: the invariant conjunct goes in front of the
# loop and each part keeps the hint.
# passes: hoist
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 8), "int32"), B: T.Buffer((4, 8), "int32")):
        for i, j in T.grid(4, 8):
            if T.likely(i < 3 and j < 6):
                B[i, j] = A[i, j]
