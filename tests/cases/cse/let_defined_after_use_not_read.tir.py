# A let whose value the program computed earlier does not replace that earlier computation:
# the variable is defined only from its statement on. (Used twice, the let is not forwarded.)
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), x: T.int32, y: T.int32):
    A[0] = x * y + 1
    a: T.let[T.int32] = y * x + 1
    A[1] = a
    A[2] = a * 2
