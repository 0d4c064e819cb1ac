# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(n: T.int32, B: T.Buffer((12,), "int32")):
    for i in T.vectorized(4):
        if i < n:
            B[i] = B[i] + 1
    for j in T.unroll(4):
        if j < n:
            B[j + 4] = B[j + 4] + 1
    for k in range(T.min(4, n)):
        B[k + 8] = B[k + 8] + 1
