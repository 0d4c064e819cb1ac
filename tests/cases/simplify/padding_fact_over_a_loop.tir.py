# The RFC's padding fact over a loop nest, `T.assume(i < 14 or A[i] == 0)`, decides the loads
# after the loop where its guard is false: under `if i >= 14` in a later loop, and at constant
# indices of a 2-d buffer; a load the guard may hold for (`A[0, 0]`) keeps its value, and a
# write to the buffer ends the fact.
# passes: simplify
# contains: B[i] = 0
# contains: C[0] = -2
# contains: C[2] = A2[3, 3] + 1
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), A2: T.Buffer((4, 4), "int32"), C: T.Buffer((3,), "int32")):
    for i in range(16):
        T.assume(i < 14 or A[i] == 0)
    for i in range(16):
        if i >= 14:
            B[i] = A[i] * 5
        else:
            B[i] = A[i] + 1
    for io, ii in T.grid(4, 4):
        T.assume(4 * io + ii < 14 or A2[io, ii] == -1)
    C[0] = A2[3, 2] + A2[3, 3]
    C[1] = A2[0, 0] + A2[3, 3]
    A2[3, 3] = 5
    C[2] = A2[3, 3] + 1
