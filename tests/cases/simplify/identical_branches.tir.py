# An if/else whose branches are the same statements runs them whatever the condition (a
# condition with an impure call keeps its if: tests/simplify.rs).
# passes: simplify
# bind: n=5
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32):
    for i in range(16):
        if i < n:
            A[i] = B[i] + 1
            B[i] = 0
        else:
            A[i] = B[i] + 1
            B[i] = 0
