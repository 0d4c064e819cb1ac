# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
    T.func_attr({"tirx.noalias": True})
    s = T.alloc_buffer((1,), scope="local")
    s[0] = A[1]
    cse_v1: T.let[T.float32] = A[0] * T.float32(2.0)
    B[0] = T.exp(s[0]) + cse_v1
    s[0] = A[2]
    B[1] = T.exp(s[0]) + cse_v1
