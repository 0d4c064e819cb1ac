# A store of a value that only picks between equal operands, each the element stored to, is
# the element itself: `T.max(x, x)`, `T.min(x, x)` and `T.if_then_else(c, x, x)` are `x` bit
# for bit (floats and NaN included), so the three self stores go, and the guard left empty
# with them; `T.max(A[i, j], A[j, i])` is no self store and stays.
# passes: remove-no-op
# not-contains: T.max(A[i, j], A[i, j])
# not-contains: T.min(C[i], C[i])
# not-contains: if 5 * i + j < 13
# contains: A[i, j] = T.max(A[i, j], A[j, i])
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((3, 3), "float16"), B: T.Buffer((3, 3), "float16"), C: T.Buffer((3,), "int32")):
    for i, j in T.grid(3, 3):
        if 5 * i + j < 13:
            A[i, j] = T.max(A[i, j], A[i, j])
        B[i, j] = A[i, j] * T.float16(2)
    for i in range(3):
        C[i] = T.if_then_else(C[0] > 0, T.min(C[i], C[i]), C[i])
    for i, j in T.grid(3, 3):
        A[i, j] = T.max(A[i, j], A[j, i])
