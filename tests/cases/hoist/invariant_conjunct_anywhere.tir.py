# Each conjunct of the condition moves out to the loop it is invariant in, wherever it stands
# in the `and` (none can trap or has an effect, so evaluating it first only skips the others).
# passes: hoist
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((4, 4, 4), "float32")):
    for i, j, k in T.grid(4, 4, 4):
        if j == 1 and k < 3 and i < 2:
            A[i, j, k] = T.float32(1.0)
