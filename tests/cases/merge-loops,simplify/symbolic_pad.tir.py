# Over a symbolic range: both loops touch only element i, so they merge; the complementary
# guards then merge into one if/else.
# passes: merge-loops,simplify
# bind: n=0
# bind: n=5
# bind: n=12
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), n: T.int32):
    T.assume(0 <= n and n <= 16)
    for i in range(n):
        if i < 10:
            A[i] = i * 7
    for i in range(n):
        if 10 <= i:
            A[i] = 0
