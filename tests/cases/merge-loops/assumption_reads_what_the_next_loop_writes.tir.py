# A loop holding only `T.assume` reads the elements its assumptions load: merged into a loop
# that overwrites `A[15 - i]`, the assumption `A[i] == 1` would be stated after `A[i]` was
# overwritten for i >= 8 (false there; `simplify` then folded `C[i] = A[i]` to `C[i] = 1`).
# passes: merge-loops
# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32"), D: T.Buffer((16,), "int32")):
    for i in range(16):
        T.assume(A[i] == 1)
    for i in range(16):
        C[i] = A[i]
        A[15 - i] = B[15 - i]
    for i in range(16):
        T.assume(B[i] == 2)
    for i in range(16):
        D[i] = B[i]
