# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(n: T.int32, m: T.int32, B: T.Buffer((16,), "int32")):
    for i in range(n):
        if m + 1 > 5:
            B[i] = 1
    if m > 5:
        for j in range(n):
            B[j + 8] = 1
