# Malformed: an over-indented statement.
# from tvm.script import tirx as T
@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32):
    A[0] = x
      A[1] = x
