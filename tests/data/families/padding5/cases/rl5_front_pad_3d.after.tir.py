# tir-eqsat padding case rl5_front_pad_3d: AFTER
# Rule: A 3-d front-padding postlude (4*jo+ji < 2 on a 3x2x4 grid): i keeps its range, jo = 0 only (the loop goes), ji shrinks to range(2).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(B: T.Buffer((3, 2, 4), "int32")):
        for i, ji in T.grid(3, 2):
            B[i, 0, ji] = 0
