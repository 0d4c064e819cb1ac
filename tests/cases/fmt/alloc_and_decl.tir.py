# Buffer views, alloc_buffer and decl_buffer sharing its data, a function attribute.
# passes: fmt
# from tvm.script import tirx as T

@T.prim_func
def main(A: T.Buffer((4, 8), "float32"), B: T.Buffer((32,), "float32")):
    T.func_attr({"tirx.noalias": True})
    A_1 = A.view(32)
    tmp = T.alloc_buffer((32,))
    tmp_1 = T.decl_buffer((32,), data=tmp.data)
    for i in range(32):
        tmp[i] = A_1[i] * T.float32(2.0)
    for i in range(32):
        B[i] = tmp_1[i] + T.float32(1.0)
