# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def sub(A_data: T.handle("float32", "global"), n: T.int32):
        A = T.decl_buffer((16, 16), data=A_data)
        A[0, 0] = T.float32(1.0)

    @T.prim_func
    def main(A: T.Buffer((80, 16), "float32", strides=(32, 1), offset_factor=1), B: T.Buffer((16,), "int32")):
        C = T.alloc_buffer((4, 4), elem_offset=0, align=64)
        for i in range(16):
            Module.sub(T.address_of(A[i, 0]), 3)
            T.call_extern("void", "f", A.data, C.data)
            T.ptx.cp("async", "commit_group", "")
            B[i] = T.clz(i) + 1
