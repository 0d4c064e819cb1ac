# Let statements (`v: T.let[dtype] = e`) at function and loop level.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), x: T.int32, y: T.int32):
    a: T.let[T.int32] = x + y
    b: T.let[T.int32] = a * 2
    for i in range(8):
        c: T.let[T.int32] = b + i
        A[i] = c - a
