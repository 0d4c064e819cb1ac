# The guard is a let (`inb = 5 * io + ii < 13`, then `if inb:`); with A's padding assumed 0 the
# guard goes, and so does the let nothing reads any more (as TVM's RemoveNoOp drops it).
# passes: overcompute
# contains: B[0] = B[0] + A[io, ii] * 2
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((3, 5), "int32"), B: T.Buffer((1,), "int32")):
    for io, ii in T.grid(3, 5):
        T.assume(5 * io + ii < 13 or A[io, ii] == 0)
    B[0] = 0
    for io, ii in T.grid(3, 5):
        inb: T.let[T.bool] = 5 * io + ii < 13
        if inb:
            B[0] = B[0] + A[io, ii] * 2
