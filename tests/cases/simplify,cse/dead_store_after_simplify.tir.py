# Reproducer: simplify removes the else-branch (the only store to A), after which A is read-only.
# passes: simplify,cse
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32):
    T.func_attr({"tirx.noalias": True})
    for i in range(8):
        if i < 8:
            B[i] = A[i] * A[i] + A[i]
        else:
            A[i] = 0
