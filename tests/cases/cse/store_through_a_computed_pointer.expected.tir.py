# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((32,), "int32")):
    T.func_attr({"tirx.noalias": True})
    p: T.let[T.handle("int32", "global")] = A.data
    A3 = T.decl_buffer((16,), "int32", data=p)
    for i in range(16):
        B[i] = A[0] * 5 + A[i]
        A3[0] = 7
        B[i + 16] = A[0] * 5 + A[i]
