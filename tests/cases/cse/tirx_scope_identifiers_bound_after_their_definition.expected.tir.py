# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8192,), "float32"), B: T.Buffer((8192,), "float32"), n: T.int32):
    T.device_entry()
    m: T.let[T.int32] = n * 4
    bx = T.cta_id([16])
    tx = T.thread_id([128])
    cse_v1: T.let[T.int32] = bx * 512 + tx * 4
    for k in range(4):
        cse_v2: T.let[T.int32] = cse_v1 + k
        B[cse_v2] = A[cse_v2] * T.float32(2.0) + T.Cast("float32", m + k)
