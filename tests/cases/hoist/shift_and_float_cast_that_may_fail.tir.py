# A hoisted condition runs even when the loop runs zero times. `m << 4` fails where its result
# leaves int32 (`m = 1073741824`), and so does a float cast to int32 out of range or not
# finite: neither is hoisted where the original never computed it (`n = 0`).
# passes: hoist
# bind: n=0,m=1073741824
# bind: n=3,m=1
# bind: n=2,m=-5
# contains: if m << 4 > 5:
# contains: if T.Cast("int32", T.Cast("float32", m) * T.float32(1000.0)) > 5:
# from tvm.script import tirx as T

@T.prim_func
def main(n: T.int32, m: T.int32, B: T.Buffer((16,), "int32")):
    for i in range(n):
        if (m << 4) > 5:
            B[0] = 1
    for j in range(n):
        if T.Cast("int32", T.Cast("float32", m) * T.float32(1000.0)) > 5:
            B[1] = 1
