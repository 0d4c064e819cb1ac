# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "int32"), n: T.int32):
    for i in range(16):
        cse_v1: T.let[T.int32] = n & 255
        cse_v2: T.let[T.int32] = n | 3
        cse_v3: T.let[T.int32] = ~n
        cse_v4: T.let[T.int32] = cse_v1 << i % 8
        B[i] = cse_v4 + cse_v4 + cse_v2 * cse_v2 + cse_v3 + cse_v3
        cse_v5: T.let[T.float32] = T.Cast("float32", cse_v1)
        A[i] = T.sqrt(cse_v5) + T.sqrt(cse_v5)
        if i < 8:
            B[i] = (cse_v1 >> i) + 1
        else:
            B[i] = (cse_v1 >> i) + 2
