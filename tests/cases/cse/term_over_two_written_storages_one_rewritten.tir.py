# A term over two written buffers, one of which the loop body writes after reading it: the
# term stays inside the loop (bound before its uses in each iteration), since a binding above
# the loop would hold the first iteration's value of q[i].
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
    T.func_attr({"tirx.noalias": True})
    s = T.alloc_buffer((4,))
    q = T.alloc_buffer((4,))
    for i in range(4):
        s[i] = A[i]
        q[i] = A[i + 4]
    for i, k in T.grid(4, 16):
        B[i * 16 + k] = A[i * 16 + k] * T.rsqrt(q[i] + s[i]) + T.rsqrt(q[i] + s[i])
        q[i] = q[i] + T.float32(1.0)
