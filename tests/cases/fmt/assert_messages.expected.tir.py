# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32):
    assert x >= 0, ("RuntimeError", ["x must be ", "non-negative"])
    assert x < 16, "x must be below 16"
    A[x] = 1
