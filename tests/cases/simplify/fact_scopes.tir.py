# Facts hold only where they were established. Sibling checks with the same condition merge
# into one if (a fact of an earlier if ends with its branch); kept: the check before T.assume. Gone: both checks in the else-branch
# (contradicted), the check nested in its own then-branch (implied), the check after T.assume.
# passes: simplify
# bind: n=0
# bind: n=10
# bind: n=32
# check: --trials 1
# not-contains: = 7
# not-contains: = 8
# contains: A[t] = A[t] + 6
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((32,), "int32"), n: T.int32):
    for t in range(32):
        if t < n:
            A[t] = 1
        if t < n:
            A[t] = A[t] + 1
        if t < n:
            A[t] = A[t] + 2
        else:
            if t < n:
                A[t] = 7
            if n > t:
                A[t] = 8
            A[t] = A[t] + 3
        if t < n:
            if n > t:
                A[t] = A[t] + 4
        if t < n + 32:
            A[t] = A[t] + 5
        T.assume(t < n + 32)
        if t < n + 32:
            A[t] = A[t] + 6
