# An elif chain: each branch knows the conditions before it failed (x >= 3 here), so the
# branch on x == 1 is dead; a question takes at most the 256 nearest facts over its variables,
# which keeps a chain of n branches linear in n.
# passes: simplify
# not-contains: x == 1
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4,), "int32"), x: T.int32):
    if x < 3:
        A[0] = 0
    elif x == 1:
        A[0] = 1
    elif x == 3:
        A[0] = 3
