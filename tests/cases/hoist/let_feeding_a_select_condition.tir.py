# An invariant `let` that opens the loop body feeds an invariant `T.if_then_else` condition:
# the let goes before the loop, and the loop splits on the condition.
# passes: hoist
# contains: m: T.let[T.int32] = n + 1
# contains: if m > 3:
# not-contains: if_then_else
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), n: T.int32):
    for i in range(8):
        m: T.let[T.int32] = n + 1
        A[i] = T.if_then_else(m > 3, B[i], 0)
