# A self store through a let (`v = A[i]`, then `A[i] = v`) stores what the element holds and
# goes, the let's other use stays; a store of the let into another element stays, and so does
# one after a write to the element that is read before (the let keeps the value read before
# the write).
# passes: remove-no-op
# contains: v: T.let[T.int8] = A[i]
# contains: B[i] = v + T.int8(1)
# contains: A[(i + 1) % 12] = w
# contains: A[i] = u
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((12,), "int8"), B: T.Buffer((12,), "int8")):
    for i in range(12):
        v: T.let[T.int8] = A[i]
        A[i] = v
        B[i] = v + T.int8(1)
    for i in range(12):
        w: T.let[T.int8] = A[i]
        A[(i + 1) % 12] = w
    for i in range(12):
        u: T.let[T.int8] = A[i]
        A[i] = B[i]
        B[i] = A[i] + T.int8(1)
        A[i] = u
