# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((260,), "float32"), B: T.Buffer((260,), "float32"), w: T.Buffer((4,), "float32")):
    for i in range(4):
        cse_v1: T.let[T.int32] = i * 64
        for j in range(4):
            cse_v2: T.let[T.int32] = cse_v1 + j * 16
            cse_v3: T.let[T.int32] = (i + j) % 4
            cse_v4: T.let[T.int32] = cse_v2 + 1
            A[cse_v2] = B[cse_v2] * w[cse_v3] + B[cse_v4]
            cse_v5: T.let[T.int32] = cse_v2 + 2
            A[cse_v4] = B[cse_v4] * w[cse_v3] + B[cse_v5]
            cse_v6: T.let[T.int32] = cse_v2 + 3
            A[cse_v5] = B[cse_v5] * w[cse_v3] + B[cse_v6]
            A[cse_v6] = B[cse_v6] * w[cse_v3] + B[cse_v2 + 4]
