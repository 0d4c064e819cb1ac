# `A[i // 4 * 4 + i % 4] = A[i]` copies each element onto itself (abstract execution compares
# the elements, not the index expressions); a copy from a neighbour stays.
# passes: remove-no-op
# not-contains: A[i // 4 * 4 + i % 4] = A[i]
# contains: C[i // 2 * 2 + 1 - i % 2] = C[i]
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32")):
    for i in range(16):
        A[i // 4 * 4 + i % 4] = A[i]
        B[i] = A[i] + 1
    for i in range(16):
        C[i // 2 * 2 + 1 - i % 2] = C[i]
