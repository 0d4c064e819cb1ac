# The padding of A is assumed 0 over the whole nest; the loop that then writes 0 into exactly
# that padding stores what every element already holds, and goes.
# passes: remove-no-op
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4, 4), "int32"), B: T.Buffer((14,), "int32")):
    for io, ii in T.grid(4, 4):
        T.assume(4 * io + ii < 14 or A[io, ii] == 0)
    for io, ii in T.grid(4, 4):
        if 4 * io + ii >= 14:
            A[io, ii] = 0
    for i in range(14):
        B[i] = A[i // 4, i % 4]
