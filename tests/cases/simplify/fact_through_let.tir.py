# A buffer fact reaches a let bound to an expression of the element (`x = A[2] + 1` under
# `A[2] == 4` is 5 for good, whatever later writes do): its uses become the literal and the
# let goes; a let over an element without a fact stays.
# passes: simplify
# contains: B[0] = T.int8(10)
# contains: B[1] = A[3] + T.int8(5)
# contains: B[2] = T.int8(5)
# contains: y: T.let[T.int8] = A[3]
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4,), "int8"), B: T.Buffer((4,), "int8")):
    T.assume(A[2] == T.int8(4))
    x: T.let[T.int8] = A[2] + T.int8(1)
    y: T.let[T.int8] = A[3]
    B[0] = x * T.int8(2)
    B[1] = A[3] + x
    A[2] = T.int8(0)
    B[2] = x
    B[3] = y
