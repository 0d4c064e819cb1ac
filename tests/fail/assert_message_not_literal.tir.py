# Malformed: an assert message that is not a string literal nor (kind, [parts]).
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32):
    assert x >= 0, x + 1
    A[x] = 1
