# Region slices without a start on int64 dimensions start at T.int64(0) and widen their stop, and
# a T.match_buffer without a shape takes those extents (int64, folded), as TVM 0.27 reads them.
# passes: fmt
# no-check: a match without offset_factor at a nonzero offset, which TVM 0.27 cannot lower and the interpreter refuses alike
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((T.int64(16),), "float32"), B: T.Buffer((T.int64(32),), "float32")):
    for i in range(4):
        with T.sblock("b"):
            vi = T.axis.spatial(4, i)
            T.reads(A[:3], A[T.int64(2):6], B[:])
            T.writes(A[:8], B[vi * 4:vi * 4 + T.int64(4)])
            S = T.match_buffer(A[:8])
            R = T.match_buffer(B[vi * 4:vi * 4 + T.int64(4)])
            S[0] = R[1]
