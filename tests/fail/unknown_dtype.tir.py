# Malformed: int33 is not a dtype.
@T.prim_func
def f(A: T.Buffer((4,), "int33")):
    A[0] = 1
