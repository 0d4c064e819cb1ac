# The invariant conjunct `i < 2` of a select's condition `i < 2 and j < 3` goes out of the `j`
# loop as an if/else: the then-loop keeps the select on `j < 3`, the else-loop stores the
# else-value; an invariant disjunct `i >= 2 or j >= 3` mirrors it.
# passes: hoist
# contains: B[i, j] = T.if_then_else(j < 3, A[i, j], 0)
# contains: C[i, j] = T.if_then_else(j >= 3, A[i, j], 0)
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4, 5), "int32"), B: T.Buffer((4, 5), "int32"), C: T.Buffer((4, 5), "int32")):
    for i, j in T.grid(4, 5):
        B[i, j] = T.if_then_else(i < 2 and j < 3, A[i, j], 0)
    for i, j in T.grid(4, 5):
        C[i, j] = T.if_then_else(i >= 2 or j >= 3, A[i, j], 0)
