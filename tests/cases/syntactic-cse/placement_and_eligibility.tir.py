# A sub-expression used only inside one bound expression gets no binding of its own; one used
# in a single branch is bound inside that branch; loads, calls and bools are never bound;
# shallower expressions are numbered first (x - y before x * 2 + y). (The load index is
# x - y + 32 so that the program stays in bounds on check's random inputs.)
# passes: syntactic-cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((64,), "int32"), x: T.int32, y: T.int32):
    A[0] = x * 2 + y
    A[1] = x * 2 + y
    if x < y:
        A[2] = x - y + A[x - y + 32]
        A[3] = x - y
    A[4] = A[0] + A[0]
    A[5] = A[0] + A[0]
    if x < y:
        A[6] = T.max(x, y)
