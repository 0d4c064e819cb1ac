# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(n: T.int32, m: T.int32, B: T.Buffer((16,), "int32")):
    for i in range(n):
        if i < m + 1:
            B[i] = 1
    for j in range(T.min(n, m)):
        B[j + 8] = 1
