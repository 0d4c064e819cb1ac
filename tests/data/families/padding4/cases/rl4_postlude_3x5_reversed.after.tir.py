# tir-eqsat padding case rl4_postlude_3x5_reversed: AFTER
# Rule: The int8 postlude written 13 <= 5*io+ii on a 3x5 grid: io = 2 only (the loop goes), ii shrinks to range(3, 5).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(B: T.Buffer((3, 5), "int8")):
        for ii in range(3, 5):
            B[2, ii] = T.int8(0)
