# A buffer fact stated again with no write between is proven where it stands and goes; after a
# write to the element the old fact is gone, and a new assumption stays.
# passes: simplify
# contains: B[0] = 1
# contains: A[0] = B[1]
# contains: T.assume(A[0] == B[1])
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((2,), "int32"), B: T.Buffer((2,), "int32")):
    T.assume(A[0] == 1)
    T.assume(A[0] == 1)
    B[0] = A[0]
    A[0] = B[1]
    T.assume(A[0] == B[1])
    B[1] = A[0] + 1
