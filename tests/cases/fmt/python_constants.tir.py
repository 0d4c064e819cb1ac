# Python decides what it can before TVM sees it: constant comparisons and `if` on them (only
# the branch taken is TIR), float arithmetic of literals (`1 / 4`), and `-` of a constant.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def python_constants(A: T.Buffer((4,), "float32"), B: T.Buffer((2,), "int64"), n: T.int32):
    if True:
        A[0] = T.float32(1 / 4)
    if 2 == 0:
        A[1] = T.float32(0)
    else:
        A[1] = T.float32(7.5 // 2 - 0.5 % 2)
    assert 0 < 1, "holds"
    A[2] = A[3] * -T.float32(2)
    B[0] = -T.int64(2147483648)
    B[1] = T.int64(n)
