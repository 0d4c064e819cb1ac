# Loop ranges and `var < c` facts give intervals: i < 8 in range(8), i + 1 <= 8, 0 <= i and
# n < 5 under n < 3 are true, n >= 3 under n < 3 is false; the boundary cases i == 2 under
# i < 3 and n == 2 under n < 3 stay.
# passes: simplify
# bind: n=-4
# bind: n=0
# bind: n=2
# bind: n=3
# bind: n=9
# check: --trials 1
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((16,), "int32"), n: T.int32):
    for i in range(8):
        if i < 8:
            A[i] = 1
        if i + 1 <= 8 and 0 <= i:
            A[i + 8] = 2
        if i < 3:
            if i == 2:
                A[i] = A[i] + 3
        if n < 3:
            if n < 5:
                A[i] = A[i] + 4
            if n == 2:
                A[i] = A[i] + 5
            if n >= 3:
                A[i] = 6
