# A condition over a `let`-bound variable is also known with the variable's value in its place:
# after `p = 4 * io + ii`, the if/else on `p < 14` and the one on `4 * io + ii < 14` agree
# everywhere and merge (so would one on the negation, into the other branch).
# passes: simplify
# not-contains: if io * 4 + ii < 14
# contains: B[io, ii] = 3
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32"), C: T.Buffer((4, 4), "int32")):
    for io, ii in T.grid(4, 4):
        p: T.let[T.int32] = 4 * io + ii
        if p < 14:
            A[io, ii] = 1
        else:
            A[io, ii] = 2
        if 4 * io + ii < 14:
            B[io, ii] = 3
        else:
            B[io, ii] = 4
        if 14 <= 4 * io + ii:
            C[io, ii] = 5
