# A condition reading a constant element of a `noalias` parameter nothing writes has one value
# throughout the call, and reading it cannot fail: the if/else goes out of the loop, one loop
# per branch (likewise a `T.if_then_else` on it). A condition reading an element the loop
# writes stays inside.
# passes: hoist
# contains: if C[0] > 0:
# contains: if D[0] > 0:
# contains: B[i] = T.if_then_else(B[0] > 0, A[i], 1)
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((1,), "int32"), D: T.Buffer((1,), "int32")):
    T.func_attr({"tirx.noalias": True})
    for i in range(8):
        if C[0] > 0:
            B[i] = A[i]
        else:
            B[i] = 0
    for i in range(8):
        B[i] = T.if_then_else(D[0] > 0, A[i], 2)
    for i in range(8):
        B[i] = T.if_then_else(B[0] > 0, A[i], 1)
