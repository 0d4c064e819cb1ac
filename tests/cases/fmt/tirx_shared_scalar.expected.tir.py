# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4,), "int32")):
    s = T.shared_scalar("int32")
    s = A[0] + 1
    for i in range(4):
        A[i] = A[i] + s * 2
    s = s + A[1]
    A[0] = s
