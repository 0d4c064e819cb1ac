# Mixed dtypes, as TVM reads them: operands are cast to a common type (int64 over int32, float
# over int), and a value stored into a buffer of another dtype is cast to it (a constant folded).
# passes: fmt
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((4,), "float32"), x: T.int32, y: T.int64):
    A[0] = T.float32(2.7)
    A[1] = x + y
    B[0] = x
    B[1] = T.int64(3) * T.float32(0.5)
    A[2] = T.Cast("int32", x + T.float32(1.5))
