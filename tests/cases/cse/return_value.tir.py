# A function that returns a value (TVM 0.27's Return node): the returned expression is a CSE
# site like any other, and check compares the returned values too.
# passes: cse
# contains: return cse_v1 * 2
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), a: T.int32, b: T.int32) -> T.int32:
    for i in range(8):
        A[i] = (a + b) * i
    if a > 3:
        return (a + b) * 2
    A[0] = a + b
    return a
