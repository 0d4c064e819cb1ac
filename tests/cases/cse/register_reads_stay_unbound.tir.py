# A mutable scalar (`x: T.int32`, one element of `local` storage) read four times is a register
# read: semantic CSE does not bind the bare read (a binding would only rename it), but a larger
# term over it, computed twice, is bound as any other.
# passes: cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "int32"), n: T.int32):
    for i in range(4):
        x: T.int32 = i * 4 + n
        A[x] = x * 3 + 1
        A[x + 32] = x * 3 + 1
