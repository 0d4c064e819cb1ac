# Select and Cast nodes are eligible in TVM's pass (bool comparisons are not).
# passes: syntactic-cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), F: T.Buffer((8,), "float32"), x: T.int32, y: T.int32):
    A[0] = T.Select(x < y, x - y, y - x)
    A[1] = T.Select(x < y, x - y, y - x)
    F[0] = T.Cast("float32", x + y) * T.float32(2.0)
    F[1] = T.Cast("float32", x + y) + T.float32(1.0)
