# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((16, 16), "float32"), C: T.Buffer((32,), "float32"), n: T.int32, k: T.int32):
    for i in range(4):
        with T.sblock("b"):
            vi = T.axis.spatial(4, i)
            T.reads(A[vi * 4:vi * 4 + 4, 0:16], C[T.min(vi, 2):T.min(vi, 2) + 2])
            T.writes(A[vi * 4:vi * 4 + 4, 0:16])
            S = T.match_buffer(A[vi * 4:vi * 4 + 4, 0:16], (4, 16))
            D = T.match_buffer(C[T.min(vi, 2):T.min(vi, 2) + 2], (2,))
            E = T.match_buffer(C[k:k + n], (n,))
            F = T.match_buffer(C[0:T.min(n, 8)], (T.min(n, 8),))
            S[0, 0] = S[1, 1] + D[1] + E[0] + F[0]
