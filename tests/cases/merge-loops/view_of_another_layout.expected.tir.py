# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    A2 = T.decl_buffer((2, 4), "int32", data=A.data)
    for i in range(4):
        A[i + 4] = i
    for i in range(4):
        B[i] = A2[1, 3 - i]
