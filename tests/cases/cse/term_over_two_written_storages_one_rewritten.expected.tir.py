# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
    T.func_attr({"tirx.noalias": True})
    s = T.alloc_buffer((4,))
    q = T.alloc_buffer((4,))
    for i in range(4):
        s[i] = A[i]
        q[i] = A[i + 4]
    for i in range(4):
        cse_v1: T.let[T.int32] = i * 16
        for k in range(16):
            cse_v2: T.let[T.int32] = cse_v1 + k
            B[cse_v2] = A[cse_v2] * T.rsqrt(q[i] + s[i]) + T.rsqrt(q[i] + s[i])
            q[i] = q[i] + T.float32(1.0)
