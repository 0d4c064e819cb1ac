# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    T.func_attr({"tirx.noalias": True})
    p: T.let[T.handle("int32", "global")] = A.data
    A3 = T.decl_buffer((16,), "int32", data=p)
    for i in range(16):
        if A[i] > 0:
            A3[i] = -1
        if A[i] > 0:
            B[i] = 1
        else:
            B[i] = 2
