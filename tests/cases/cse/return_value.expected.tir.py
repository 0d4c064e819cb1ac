# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), a: T.int32, b: T.int32) -> T.int32:
    cse_v1: T.let[T.int32] = a + b
    for i in range(8):
        A[i] = cse_v1 * i
    if a > 3:
        return cse_v1 * 2
    A[0] = cse_v1
    return a
