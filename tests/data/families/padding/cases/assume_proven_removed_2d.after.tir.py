# tir-eqsat padding case assume_proven_removed_2d: AFTER
# Rule: An assumption proven at its position (4*io+ii < 16 in a 4x4 grid) may be removed.
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4, 4), "int32")):
        for io, ii in T.grid(4, 4):
            A[io, ii] = io - ii
