# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((T.int64(16),), "float32"), B: T.Buffer((T.int64(32),), "float32")):
    for i in range(4):
        with T.sblock("b"):
            vi = T.axis.spatial(4, i)
            T.reads(A[T.int64(0):T.int64(3)], A[T.int64(2):T.int64(6)], B[T.int64(0):T.int64(32)])
            T.writes(A[T.int64(0):T.int64(8)], B[vi * 4:T.Cast("int64", vi * 4) + T.int64(4)])
            S = T.match_buffer(A[T.int64(0):T.int64(8)], (T.int64(8),))
            R = T.match_buffer(B[vi * 4:T.Cast("int64", vi * 4) + T.int64(4)], (T.int64(4),))
            S[0] = R[1]
