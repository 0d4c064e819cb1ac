# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def python_constants(A: T.Buffer((4,), "float32"), B: T.Buffer((2,), "int64"), n: T.int32):
    A[0] = T.float32(0.25)
    A[1] = T.float32(2.5)
    assert T.bool(True), "holds"
    A[2] = A[3] * T.float32(-2.0)
    B[0] = T.int64(-2147483648)
    B[1] = T.Cast("int64", n)
