# tir-eqsat padding case sb5_2d_tile_read_reduce: BEFORE
# Rule: An int32 sum over a (6, 7) input read through its 2-d tiling A[i//4, j//4, i%4, j%4] (2, 2, 4, 4): the nest becomes io, jo, ii, ji in A's order, each split dimension's guard under its inner loop (4*io+ii < 6 under ii, 4*jo+ji < 7 under ji), as in the shared sba_assume_nested (reordering an integer sum is legal).
# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 2, 4, 4), "int32"), B: T.Buffer((1,), "int32")):
        B[0] = 0
        for i, j in T.grid(6, 7):
            B[0] = B[0] + A[i // 4, j // 4, i % 4, j % 4]
