# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    A2 = T.decl_buffer((2, 4), "int32", data=A.data)
    A3 = T.decl_buffer((4, 2), "int32", data=A.data)
    for i, j in T.grid(2, 4):
        T.assume(i < 1 or A2[i, j] == 0)
    B[0] = A3[1, 0]
