# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((16,), "bfloat16"), B: T.Buffer((16,), "bfloat16")):
    for i in range(16):
        with T.sblock("b"):
            vi = T.axis.spatial(16, i)
            T.reads(A[vi])
            T.writes(B[vi])
            cse_v1: T.let[T.int32] = vi * 3
            B[vi] = A[vi] * (T.Cast("bfloat16", cse_v1) + T.bfloat16(1.0)) + (T.Cast("bfloat16", cse_v1) + T.bfloat16(1.0))
