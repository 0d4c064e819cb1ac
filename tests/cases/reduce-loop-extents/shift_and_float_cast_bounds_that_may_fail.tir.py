# A symbolic bound moves in front of the loop, where it runs even when the loop runs zero
# times: `m << 4` fails where its result leaves int32 (`m = 1073741824`), and so does a float
# cast to int32 out of range or not finite, so those guards stay where the original never
# computed them (`n = 0`).
# passes: reduce-loop-extents
# bind: n=0,m=1073741824
# bind: n=5,m=1
# bind: n=9,m=-4
# contains: if i < m << 4:
# contains: if j < T.Cast("int32", T.Cast("float32", m) * T.float32(1000.0)):
# from tvm.script import tirx as T

@T.prim_func
def main(n: T.int32, m: T.int32, B: T.Buffer((16,), "int32")):
    for i in range(n):
        if i < (m << 4):
            B[i % 16] = 1
    for j in range(n):
        if j < T.Cast("int32", T.Cast("float32", m) * T.float32(1000.0)):
            B[j % 16] = 1
