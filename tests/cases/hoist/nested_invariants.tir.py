# The conjunct on the outer variable leaves the inner loop, the conjunct on the parameter
# leaves both; a let depending on the inner variable stays inside.
# passes: hoist
# bind: n=0
# bind: n=3
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8, 8), "int32"), n: T.int32):
    for i in range(8):
        for j in range(8):
            if 0 < n and i < 5 and j < n:
                A[i, j] = i + j
    for i in range(8):
        inside: T.let[T.bool] = i < n
        if inside:
            A[i, 0] = 7
