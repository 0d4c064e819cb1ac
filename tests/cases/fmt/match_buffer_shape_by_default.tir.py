# A T.match_buffer whose shape is None (or absent) takes the region's extents: bounds differing by
# a constant fold even around a T.min, a whole dimension (`:`) is its extent, and bounds
# differing by one term span that term (`k:k + n` spans `n`).
# passes: fmt
# no-check: a match without offset_factor at a nonzero offset, which TVM 0.27 cannot lower and the interpreter refuses alike
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((16, 16), "float32"), C: T.Buffer((32,), "float32"), n: T.int32, k: T.int32):
    for i in range(4):
        with T.sblock("b"):
            vi = T.axis.spatial(4, i)
            T.reads(A[vi * 4:vi * 4 + 4, :], C[T.min(vi, 2):T.min(vi, 2) + 2])
            T.writes(A[vi * 4:vi * 4 + 4, :])
            S = T.match_buffer(A[vi * 4:vi * 4 + 4, :], None)
            D = T.match_buffer(C[T.min(vi, 2):T.min(vi, 2) + 2], shape=None, dtype="float32")
            E = T.match_buffer(C[k:k + n])
            F = T.match_buffer(C[:T.min(n, 8)])
            S[0, 0] = S[1, 1] + D[1] + E[0] + F[0]
