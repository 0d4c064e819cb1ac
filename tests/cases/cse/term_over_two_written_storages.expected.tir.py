# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
    T.func_attr({"tirx.noalias": True})
    s = T.alloc_buffer((4,))
    q = T.alloc_buffer((4,))
    for i in range(4):
        cse_v1: T.let[T.int32] = i * 16
        for k in range(16):
            if k == 0:
                s[i] = T.float32(0.0)
                q[i] = T.float32(0.0)
            cse_v2: T.let[T.int32] = cse_v1 + k
            s[i] = s[i] + A[cse_v2]
            q[i] = q[i] + A[cse_v2] * A[cse_v2]
    for i in range(4):
        cse_v3: T.let[T.int32] = i * 16
        cse_v4: T.let[T.float32] = s[i] / T.float32(16.0)
        cse_v5: T.let[T.float32] = T.rsqrt(q[i] / T.float32(16.0) - cse_v4 * cse_v4 + T.float32(1e-5))
        for k in range(16):
            cse_v6: T.let[T.int32] = cse_v3 + k
            B[cse_v6] = (A[cse_v6] - cse_v4) * cse_v5
