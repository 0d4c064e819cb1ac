# A 2-d tiling's postlude overwrites the padding rows and the padding column: the dead set is
# two overlapping boxes (`io == 1 and ii >= 2` for every column, `jo == 1 and ji == 3` for
# every row), so the live guard has one conjunct per split dimension, each placed under the
# loops it needs.
# passes: branching
# contains: if io != 1 or ii < 2:
# contains: if jo != 1 or ji != 3:
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2, 4, 2, 4), "int32"), B: T.Buffer((2, 4, 2, 4), "int32")):
    for io, ii, jo, ji in T.grid(2, 4, 2, 4):
        B[io, ii, jo, ji] = A[io, ii, jo, ji] + 1
    for io, ii, jo, ji in T.grid(2, 4, 2, 4):
        if 4 * io + ii >= 6 or 4 * jo + ji >= 7:
            B[io, ii, jo, ji] = T.undef()
