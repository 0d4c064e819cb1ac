# Consecutive ifs merge: equivalent conditions (i < 6 and i // 6 == 0 on 0 <= i < 12) join
# their branches; complementary ones (4 * o + k < 10 and o == 2 and k >= 2 on a 3x4 grid) join
# crosswise; a condition reading what the first if writes never merges.
# passes: simplify
# contains: B[o, k] = 9
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((12,), "int32"), B: T.Buffer((3, 4), "int32"), C: T.Buffer((3, 4), "int32")):
    for i in range(12):
        if i < 6:
            A[i] = 0
        else:
            A[i] = 1
        if i // 6 == 0:
            A[i] = A[i] + 10
        else:
            A[i] = A[i] + 20
        if A[i] < 5:
            A[i] = 7
    for o, k in T.grid(3, 4):
        if 4 * o + k < 10:
            B[o, k] = 8
        if o == 2 and k >= 2:
            B[o, k] = 9
        else:
            C[o, k] = 1
