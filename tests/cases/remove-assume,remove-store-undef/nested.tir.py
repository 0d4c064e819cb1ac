# Lowering: assumptions (and the loop holding only them) and undef stores (and the branch and
# loop holding only them) go; the computation stays.
# passes: remove-assume,remove-store-undef
# not-contains: T.assume
# not-contains: T.undef
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((3, 8), "float32"), B: T.Buffer((3, 8), "float32")):
    for o, i in T.grid(3, 8):
        T.assume(8 * o + i < 20 or A[o, i] == T.float32(0.0))
    for o, i in T.grid(3, 8):
        B[o, i] = A[o, i] + T.float32(1.0)
        if 8 * o + i >= 20:
            B[o, i] = T.Cast("float32", T.undef())
