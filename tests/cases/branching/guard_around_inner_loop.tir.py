# Whole rows of a 3-d nest are overwritten by the padding nest: the guard skipping them
# mentions `i` and `j` only, so it stands around the `k` loop, evaluated 6 times, not 24.
# passes: branching
# contains: if i != 1 or j != 2:
# contains:         for k in range(4):
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2, 3, 4), "int8"), B: T.Buffer((2, 3, 4), "int8")):
    for i, j, k in T.grid(2, 3, 4):
        B[i, j, k] = T.int8(0)
        for f in range(2):
            B[i, j, k] = B[i, j, k] + A[i, j, (k + f) % 4]
    for i, j, k in T.grid(2, 3, 4):
        if i == 1 and j == 2:
            B[i, j, k] = T.int8(0)
