# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "int32"), F: T.Buffer((4,), "float32"), x: T.int32, y: T.int32, z: T.int32):
    A[0] = z + 7
    if y < 3:
        A[1] = x * 4 + 4
    cse_v1: T.let[T.int32] = x * y
    twice: T.let[T.int32] = cse_v1 + 1
    A[2] = twice
    A[3] = twice * 2
    invariant: T.let[T.int32] = cse_v1 + z
    for i in range(8):
        A[i + 8] = invariant + i
    loaded: T.let[T.int32] = A[5] + 1
    A[5] = 0
    A[6] = loaded
    divided: T.let[T.int32] = 100 // (y % 7 + 8)
    if x != 0:
        A[7] = divided
    f: T.let[T.float32] = F[0] + T.float32(1.0)
    F[1] = f
