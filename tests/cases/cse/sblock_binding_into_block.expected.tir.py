# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), x: T.int32, y: T.int32):
    cse_v1: T.let[T.int32] = x + y
    cse_v2: T.let[T.int32] = x * 4 + y
    for i in range(16):
        A[i] = cse_v1
        with T.sblock("B"):
            vi = T.axis.spatial(16, i)
            T.reads()
            T.writes(B[vi])
            B[vi] = cse_v1 * vi + cse_v2 + cse_v2
