# Malformed: every parameter needs a type.
@T.prim_func
def f(A, x: T.int32):
    A[0] = x
