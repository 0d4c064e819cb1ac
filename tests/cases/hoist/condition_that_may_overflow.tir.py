# A hoisted condition runs even when the loop runs zero times: `m + 1 > 5` may overflow there
# (`n = 0`, `m = 2147483647`) where the original never computed it, so it stays in its loop;
# `m > 5` cannot overflow and goes out.
# passes: hoist
# bind: n=0,m=2147483647
# bind: n=3,m=7
# bind: n=5,m=-3
# contains: if m + 1 > 5:
# contains: if m > 5:
# from tvm.script import tirx as T

@T.prim_func
def main(n: T.int32, m: T.int32, B: T.Buffer((16,), "int32")):
    for i in range(n):
        if m + 1 > 5:
            B[i] = 1
    for j in range(n):
        if m > 5:
            B[j + 8] = 1
