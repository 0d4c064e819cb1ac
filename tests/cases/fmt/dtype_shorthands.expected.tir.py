# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "int64"), n: T.int32):
    for i in range(8):
        x: T.float32 = A[i] * T.float32(2.0)
        k: T.let[T.int64] = T.Cast("int64", i)
        B[i] = T.Cast("int64", x) + k
        A[i] = T.Cast("float32", T.Cast("uint8", i))
