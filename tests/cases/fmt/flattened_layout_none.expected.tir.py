# from tvm.script import ir as I
# from tvm.script import tirx as T

@T.prim_func
def main(C: T.Buffer((4, 8), "float32"), D: T.Buffer((16,), "int32")):
    T.func_attr({"tirx.noalias": True})
    C_1 = T.decl_buffer((32,), data=C.data, layout=None)
    D_1 = T.decl_buffer((16,), "int32", data=D.data, layout=None)
    for i in range(4):
        C_1[i * 8 + D_1[i] % 8] = T.float32(1.0)
