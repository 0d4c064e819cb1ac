# Assert messages as TVM 0.27 writes them: a string, or an error kind with message parts.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32):
    assert x >= 0, ("RuntimeError", ["x must be ", "non-negative"])
    assert x < 16, "x must be below 16"
    A[x] = 1
