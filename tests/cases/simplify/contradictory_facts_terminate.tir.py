# Contradictory facts (0 <= j < min(n, 8) with n < 1, and k == -1 with k = 6 + m): an e-class
# holding a term over itself narrowed its interval by one per rebuild round, about 2^32
# rounds (a hang found by the simplifier's property test); a class's interval now narrows at
# most 64 times. The unreachable branches are whatever the rules make of them.
# passes: simplify
# bind: n=0,m=-7
# bind: n=3,m=0
# bind: n=9,m=-7
# from tvm.script import tirx as T

@T.prim_func
def f(A: T.Buffer((64,), "int32"), n: T.int32, m: T.int32):
    for i in range(8):
        for j in range(T.min(n, 8)):
            k: T.let[T.int32] = (6 + m)
            if (n < 1) and (not (k != -1)):
                if (n < 1) and (n < 1):
                    A[i * 8 + j] = A[i * 8 + j] * 3 + 63
                    A[i * 8 + j] = A[i * 8 + j] * 3 + 22
                else:
                    if (((n * 4) - 6) - -2) <= (((k - -3) * -3) - (2 + n)):
                        A[i * 8 + j] = A[i * 8 + j] * 3 + 99
                        A[i * 8 + j] = A[i * 8 + j] * 3 + 27
                A[i * 8 + j] = A[i * 8 + j] * 3 + 28
            if T.likely(T.likely(k != -1)):
                A[i * 8 + j] = A[i * 8 + j] * 3 + 92
                if T.likely(m == 0):
                    A[i * 8 + j] = A[i * 8 + j] * 3 + 4
                    A[i * 8 + j] = A[i * 8 + j] * 3 + 60
                else:
                    A[i * 8 + j] = A[i * 8 + j] * 3 + 2
            if ((((n * 4) - 6) - -2) <= (((k - -3) * -3) - (2 + n))) and (k == 0):
                if T.likely(m == 0):
                    A[i * 8 + j] = A[i * 8 + j] * 3 + 77
                    A[i * 8 + j] = A[i * 8 + j] * 3 + 96
                else:
                    A[i * 8 + j] = A[i * 8 + j] * 3 + 14
            else:
                if T.likely(m == 0):
                    A[i * 8 + j] = A[i * 8 + j] * 3 + 17
                    A[i * 8 + j] = A[i * 8 + j] * 3 + 80
                else:
                    A[i * 8 + j] = A[i * 8 + j] * 3 + 45
