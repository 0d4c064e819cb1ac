# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32, y: T.int32, z: T.int32):
    a: T.let[T.int32] = x * (y + z)
    A[0] = a
    A[1] = 8 + x
    cse_v1: T.let[T.int32] = y * z - x
    if x < 3:
        b: T.let[T.int32] = cse_v1
        A[2] = cse_v1
    A[3] = cse_v1
    for i in range(4):
        A[i + 4] = i * x + y
    A[8] = y + x * 3
