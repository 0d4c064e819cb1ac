# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer(("m",), "float32"), B: T.Buffer((m,), "float32")):
    m = T.int32()
    T.func_attr({"tirx.noalias": True})
    for k in range((m + 3) // 4):
        cse_v1: T.let[T.int32] = k * 4
        B[cse_v1] = A[cse_v1] * T.float32(2.0)
        cse_v2: T.let[T.int32] = cse_v1 + 1
        if cse_v2 < m:
            B[cse_v2] = A[cse_v2] * T.float32(2.0)
