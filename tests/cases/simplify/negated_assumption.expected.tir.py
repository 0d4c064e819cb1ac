# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int64"), B: T.Buffer((4,), "int32"), n: T.int64, m: T.int32):
    T.assume(not (n < T.int64(0) or n >= T.int64(8)))
    T.assume(not m < 0 and not m >= 4)
    for i in range(8):
        A[i] = n + A[i]
    for i in range(4):
        B[i] = m + B[i]
